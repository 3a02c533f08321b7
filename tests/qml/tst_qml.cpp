// Runs the Qt Quick Test cases in this folder (tst_*.qml) against the ScaleScope module, with
// the example design loaded as `exampleDocument`.
#include "gui/adapters/DesignDocument.h"

#include <QApplication>
#include <QQmlContext>
#include <QQmlEngine>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(ScaleScopePlugin)

class Setup : public QObject {
    Q_OBJECT
public slots:
    void qmlEngineAvailable(QQmlEngine* engine)
    {
        // The module lives in the resources, at qrc:/ScaleScope.
        engine->addImportPath("qrc:/");
        m_document.load(QString(SCALESCOPE_SOURCE_DIR) + "/resources/examples/dgx-h100-4.scalescope.json");
        engine->rootContext()->setContextProperty("exampleDocument", &m_document);
    }

private:
    scalescope::gui::DesignDocument m_document;
};

// A QApplication, not the QGuiApplication Qt Quick Test would make: the charts need widgets.
int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    Setup setup;
    return quick_test_main_with_setup(argc, argv, "views", QUICK_TEST_SOURCE_DIR, &setup);
}
#include "tst_qml.moc"
