// `scalescope export` in process, with a diagram drawing registered as the desktop build
// registers its own: what the command hands to it.
#include "cli/Cli.h"
#include "cli/DiagramExport.h"

#include <QtTest>

#include <optional>
#include <sstream>

using namespace scalescope;

class TestExportCommand : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::string path(const char* name) const { return m_dir.filePath(name).toStdString(); }

private slots:
    void diagramExportFillsTheRequest()
    {
        // In process, with a drawing registered as the desktop build does: what reaches it.
        const std::string design = path("diagram.scalescope.json");
        std::ostringstream out, err;
        QCOMPARE(cli::run({ "new", "--preset", "dgx-b200", "--nodes", "2", "--name", "B200 pair", "-o", design },
                     Catalog::builtInShared(), out, err),
            0);
        std::optional<cli::DiagramRequest> seen;
        std::size_t gpus = 0;
        cli::setDiagramExporter([&](const cli::DiagramRequest& request) {
            seen = request;
            for (const Node& node : request.topology->nodes)
                gpus += node.kind == NodeKind::Gpu ? 1 : 0;
            return std::string("drawn");
        });
        const int code = cli::run({ "export", design, "--format", "png", "--dpi", "300", "--time", "250us", "--job",
                                      "warmup", "-o", path("b200.png") },
            Catalog::builtInShared(), out, err);
        cli::setDiagramExporter({});
        QCOMPARE(code, 0);
        QVERIFY(seen);
        QCOMPARE(seen->format, std::string("png"));
        QCOMPARE(seen->dotsPerInch, 300);
        QVERIFY(seen->timeSeconds && qFuzzyCompare(*seen->timeSeconds, 250e-6));
        QCOMPARE(seen->job.value_or(""), std::string("warmup"));
        QCOMPARE(seen->title, std::string("B200 pair"));
        QFile written(QString::fromStdString(path("b200.png"))); // what the drawing returned
        QVERIFY(written.open(QIODevice::ReadOnly));
        QCOMPARE(written.readAll(), QByteArray("drawn"));
        QCOMPARE(seen->designPath, design);
        QCOMPARE(gpus, std::size_t(16));
        QVERIFY(seen->catalog != nullptr && seen->design != nullptr);
    }

    void withoutADrawingDiagramsAreRefused()
    {
        std::ostringstream out, err;
        QCOMPARE(cli::run({ "new", "--preset", "dgx-a100", "-o", path("a100.scalescope.json") },
                     Catalog::builtInShared(), out, err),
            0);
        QVERIFY(!cli::diagramExporter());
        QCOMPARE(cli::run({ "export", path("a100.scalescope.json"), "--format", "pdf", "-o", path("a100.pdf") },
                     Catalog::builtInShared(), out, err),
            int(cli::kInvalidInput));
        QVERIFY(err.str().find("this build cannot draw diagrams") != std::string::npos);
        QVERIFY(!QFileInfo::exists(QString::fromStdString(path("a100.pdf"))));
    }
};

QTEST_GUILESS_MAIN(TestExportCommand)
#include "tst_exportcommand.moc"
