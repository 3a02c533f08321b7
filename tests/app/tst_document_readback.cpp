// The desktop program's Save writes only what reads back: a design that would not (here a
// description that is not UTF-8, and a job name with a bidi override) is refused with the
// reason, nothing is written, and the unsaved changes stay unsaved; a job name with a control
// character is refused when the job is saved, before it reaches the design.
#include "gui/adapters/DesignDocument.h"
#include "gui/adapters/DesignEditing.h"

#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace scalescope;
using namespace scalescope::gui;

class TestDocumentReadBack : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("ScaleScopeTests");
        QCoreApplication::setApplicationName("tst_document_readback");
        QSettings().clear();
    }

    void saveRefusesWhatWouldNotReadBack()
    {
        DesignDocument document;
        QVERIFY(document.newFromPreset("dgx-h100", 1, "", 1.0, "", -1));
        Design design = document.design();
        design.description = "caf\xe9"; // Latin-1, not UTF-8
        document.pushDesign(design, "describe");
        QTemporaryDir dir;
        const QString path = dir.filePath("latin1.scalescope.json");
        QVERIFY(!document.saveAs(QUrl::fromLocalFile(path)));
        QVERIFY2(document.errorText().contains("would write a file that does not read back: a name or text is not "
                                               "valid UTF-8"),
            qPrintable(document.errorText()));
        QVERIFY(!QFileInfo::exists(path));
        QVERIFY(document.dirty());
        QVERIFY(!document.hasFile());

        design.description = "café";
        JobSpec job;
        job.name = "evil\u202etxt";
        design.jobs = { job };
        document.pushDesign(design, "job");
        QVERIFY(!document.saveAs(QUrl::fromLocalFile(path)));
        QVERIFY2(
            document.errorText().contains("/jobs/0/name: \"evil\\u202etxt\" contains the control character U+202E"),
            qPrintable(document.errorText()));
        QVERIFY(!QFileInfo::exists(path));

        design.jobs.front().name = "all_reduce";
        document.pushDesign(design, "job");
        QVERIFY2(document.saveAs(QUrl::fromLocalFile(path)), qPrintable(document.errorText()));
        QVERIFY(!document.dirty());
    }

    void jobNamesAreCheckedWhenSaved()
    {
        DesignDocument document;
        QVERIFY(document.newFromPreset("dgx-h100", 1, "", 1.0, "", -1));
        DesignEditing editing(document);
        JobSpec job;
        job.name = "a\x1b[2Jb";
        QVERIFY(!editing.saveJob(job));
        QVERIFY2(
            document.errorText().contains("contains the control character U+001B"), qPrintable(document.errorText()));
        QVERIFY(document.design().jobs.empty());
        job.name = "ok";
        QVERIFY(editing.saveJob(job));
        QCOMPARE(document.design().jobs.size(), std::size_t(1));
    }
};

QTEST_MAIN(TestDocumentReadBack)
#include "tst_document_readback.moc"
