// Runs the Qt Quick Test cases in this folder (tst_*.qml) against the ScaleScope module. Each
// case asks `fixtures` for a workspace of its own with the example design loaded, as the
// program gives the window one.
#include "gui/adapters/Workspace.h"

#include <QApplication>
#include <QQmlContext>
#include <QQmlEngine>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(ScaleScopePlugin)

// What the cases are given: fresh workspaces, kept until the run ends.
class Fixtures : public QObject {
    Q_OBJECT
public:
    Q_INVOKABLE scalescope::gui::Workspace* exampleWorkspace() { return workspaceOf("dgx-h100-4.scalescope.json"); }
    // A workspace with another of resources/examples/ loaded.
    Q_INVOKABLE scalescope::gui::Workspace* workspaceOf(const QString& example)
    {
        auto* workspace = new scalescope::gui::Workspace(this);
        QQmlEngine::setObjectOwnership(workspace, QQmlEngine::CppOwnership);
        workspace->document()->load(QString(SCALESCOPE_SOURCE_DIR) + "/resources/examples/" + example);
        return workspace;
    }
};

class Setup : public QObject {
    Q_OBJECT
public slots:
    void qmlEngineAvailable(QQmlEngine* engine)
    {
        // The module lives in the resources, at qrc:/ScaleScope.
        engine->addImportPath("qrc:/");
        engine->rootContext()->setContextProperty("fixtures", &m_fixtures);
    }

private:
    Fixtures m_fixtures;
};

// A QApplication, not the QGuiApplication Qt Quick Test would make: the charts need widgets.
int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    Setup setup;
    return quick_test_main_with_setup(argc, argv, "views", QUICK_TEST_SOURCE_DIR, &setup);
}
#include "tst_qml.moc"
