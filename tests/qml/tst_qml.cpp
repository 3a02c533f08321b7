// Runs the Qt Quick Test cases in this folder (tst_*.qml) against the ScaleScope module, with
// the example design loaded as `exampleDocument`.
#include "gui/DesignDocument.h"

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

QUICK_TEST_MAIN_WITH_SETUP(views, Setup)
#include "tst_qml.moc"
