// The real desktop program, under an X server of its own (Xvfb), with a catalog item dragged
// from the palette onto the canvas with the mouse (xdotool): the system's drag runs its own
// event loop, which an offscreen window does not, and a binding of the item's Drag.active to its
// drag handler was written again from inside its own write there, a binding loop Qt printed on
// every drag. The drop adds the item (the window's title says the design is changed) and nothing
// warns of a binding loop.
#include "XSession.h"

#include <QtTest>

using namespace scalescope::fixtures;

namespace {

const QString kExample = QString(SCALESCOPE_SOURCE_DIR) + "/resources/examples/dgx-h100-4.scalescope.json";

// The palette's rows at 1280x800 start under the menu, tool and tab bars: this point is on the
// InfiniBand switches' rows, whichever of them it is.
constexpr int kPaletteRowX = 80, kPaletteRowY = 396;
constexpr int kCanvasX = 640, kCanvasY = 330;

} // namespace

class TestPaletteDrag : public QObject {
    Q_OBJECT

    XSession m_x;

private slots:
    void initTestCase() { SCALESCOPE_START_X_SESSION(m_x); }

    void aDragFromThePaletteAddsTheItemWithoutABindingLoop()
    {
        const QString design = m_x.homePath("mine.scalescope.json");
        QVERIFY(QFile::copy(kExample, design));
        QProcess program;
        QString problem;
        const QString window = m_x.launch(program, SCALESCOPE_BINARY, { design, "--tab", "palette" }, &problem);
        QVERIFY2(!window.isEmpty(), qPrintable(problem));
        m_x.xdotool({ "windowmove", "--sync", window, "0", "0" });
        m_x.xdotool({ "windowsize", "--sync", window, "1280", "800" });
        // Pressed on a palette row, moved in steps onto the canvas, released; again until the
        // window has drawn itself and takes the drag.
        QStringList drag { "mousemove", "--sync", QString::number(kPaletteRowX), QString::number(kPaletteRowY),
            "mousedown", "1" };
        for (int step = 1; step <= 20; ++step)
            drag << "mousemove" << QString::number(kPaletteRowX + (kCanvasX - kPaletteRowX) * step / 20)
                 << QString::number(kPaletteRowY + (kCanvasY - kPaletteRowY) * step / 20) << "sleep"
                 << "0.03";
        drag << "mouseup"
             << "1";
        bool dropped = false;
        for (int attempt = 0; attempt < 6 && !dropped; ++attempt) {
            m_x.xdotool(QStringList { "windowfocus", "--sync", window } + drag);
            dropped = waitFor([&] { return m_x.xdotool({ "getwindowname", window }).startsWith("• "); }, 5000);
        }
        QVERIFY2(dropped, "nothing was dropped on the canvas");
        program.kill();
        QVERIFY(program.waitForFinished(kHangGuardMs));
        const QString printed = QString::fromUtf8(program.readAllStandardError());
        QVERIFY2(!printed.contains("Binding loop detected"), qPrintable(printed));
    }
};

QTEST_GUILESS_MAIN(TestPaletteDrag)
#include "tst_palette_drag.moc"
