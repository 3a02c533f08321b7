// The themes' colours as people read them: every text colour of Theme.qml at WCAG AA (4.5:1)
// on the surfaces it is drawn on and controls' outlines at 3:1, in both themes; an idle link in a
// heatmap a grey that no place of the utilization scale is near; the canvas legend names every
// kind of device and tier of link in a colour of the palette; each annotation colour stands out
// from the canvas at 3:1 and the eight are told apart.
#include "ColourMetrics.h"
#include "design/Story.h"
#include "gui/rendering/HeatScale.h"
#include "gui/rendering/SceneStyle.h"

#include <QQmlComponent>
#include <QQmlEngine>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

#include <memory>

Q_IMPORT_QML_PLUGIN(ScaleScopePlugin)

using namespace scalescope;
using namespace scalescope::gui;
using namespace scalescope::fixtures;

class TestThemeColours : public QObject {
    Q_OBJECT
    QQmlEngine m_engine;
    std::unique_ptr<QObject> m_holder;
    QObject* m_theme = nullptr;

    QColor themeColour(const char* name) const { return m_theme->property(name).value<QColor>(); }
    QColor tierText(const QString& key) const
    {
        QVariant colour;
        QMetaObject::invokeMethod(m_theme, "tierTextColor", Q_RETURN_ARG(QVariant, colour), Q_ARG(QVariant, key));
        return colour.value<QColor>();
    }

private slots:
    void initTestCase()
    {
        m_engine.addImportPath("qrc:/");
        QQmlComponent component(&m_engine);
        component.setData(
            "import QtQuick\nimport ScaleScope\nQtObject { readonly property QtObject theme: Theme }", QUrl());
        m_holder.reset(component.create());
        QVERIFY2(m_holder, qPrintable(component.errorString()));
        m_theme = m_holder->property("theme").value<QObject*>();
        QVERIFY(m_theme);
    }

    void everyTextReadsOnItsSurfaceInBothThemes_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }
    void everyTextReadsOnItsSurfaceInBothThemes()
    {
        QFETCH(bool, dark);
        m_theme->setProperty("dark", dark);
        const QColor surfaces[]
            = { themeColour("surface"), themeColour("background"), sceneColour(QStringLiteral("background"), dark) };
        auto check = [&](const QString& what, const QColor& colour, double least) {
            for (const QColor& surface : surfaces) {
                const double ratio = contrastRatio(colour, surface);
                QVERIFY2(ratio >= least,
                    qPrintable(
                        QString("%1 %2 on %3: %4:1").arg(what, colour.name(), surface.name()).arg(ratio, 0, 'f', 2)));
            }
        };
        for (const char* text : { "text", "mutedText", "accentText", "error", "warning" })
            check(QString::fromLatin1(text), themeColour(text), 4.5);
        // The toolbar's tier boxes and the inspector's links name each tier in its colour.
        for (const char* tier : { "nvlink", "nvlink_c2c", "pcie", "infiniband", "ethernet" })
            check(QString::fromLatin1(tier), tierText(QString::fromLatin1(tier)), 4.5);
        // Check boxes, radio buttons: their outline.
        check(QStringLiteral("controlBorder"), themeColour("controlBorder"), 3);
        // A highlighted menu entry.
        QVERIFY(contrastRatio(themeColour("highlightedText"), themeColour("highlight")) >= 4.5);
        // Disabled entries look it: fainter than any text that can be used.
        QVERIFY(contrastRatio(themeColour("disabledText"), themeColour("surface"))
            < contrastRatio(themeColour("mutedText"), themeColour("surface")) - 1);
        m_theme->setProperty("dark", false);
    }

    // Each theme's scale stands out from its canvas at every place, ends included (the dark
    // theme's 0% and the light theme's 100% were 1.24:1 and 1.23:1 on full viridis), and keeps
    // at least half of viridis's range.
    void everyAnnotationColourStandsOutFromTheCanvas_data() { everyTextReadsOnItsSurfaceInBothThemes_data(); }
    void everyAnnotationColourStandsOutFromTheCanvas()
    {
        QFETCH(bool, dark);
        m_theme->setProperty("dark", dark);
        const QColor canvas = sceneColour(QStringLiteral("background"), dark);
        QStringList seen;
        for (const char* name : kAnnotationColours) {
            QVariant colour;
            QMetaObject::invokeMethod(m_theme, "annotationColour", Q_RETURN_ARG(QVariant, colour),
                Q_ARG(QVariant, QString::fromLatin1(name)));
            const QColor c = colour.value<QColor>();
            const double ratio = contrastRatio(c, canvas);
            QVERIFY2(ratio >= 3, qPrintable(QString("%1 %2: %3:1").arg(name, c.name()).arg(ratio, 0, 'f', 2)));
            QVERIFY2(!seen.contains(c.name()), name); // each its own
            seen << c.name();
        }
    }

    void everyPlaceOfTheHeatScaleStandsOutFromTheCanvas()
    {
        for (const bool dark : { false, true }) {
            const QRgb background = sceneColour(QStringLiteral("background"), dark).rgb();
            const HeatRange range = heatRangeOn(background);
            QVERIFY(range.to - range.from >= 0.5);
            for (int i = 0; i <= 256; ++i) {
                const QRgb place = heatColourAt(i / 256.0, range);
                QVERIFY2(contrastRatio(QColor(place), QColor(background)) >= kMinHeatContrast,
                    qPrintable(
                        QString("%1 at %2 on %3").arg(QColor(place).name()).arg(i).arg(QColor(background).name())));
            }
        }
        QCOMPARE(QColor(heatColourAt(0, HeatRange {})).name(), QString("#440154")); // viridis's own ends
        QCOMPARE(QColor(heatColourAt(1, HeatRange {})).name(), QString("#fde725"));
    }

    void anIdleLinkIsAGreyNoPlaceOfTheScaleIsNear()
    {
        for (const bool dark : { false, true }) {
            const QColor idle = sceneColour(QStringLiteral("idleLink"), dark);
            // Viridis has no grey: every place of it is coloured, the idle link is not.
            QVERIFY2(labChroma(idle) < 10, qPrintable(idle.name()));
            for (int i = 0; i <= 256; ++i) {
                const QColor place = QColor::fromRgb(heatColourAt(i / 256.0, HeatRange {}));
                QVERIFY2(labChroma(place) > 20, qPrintable(place.name()));
                QVERIFY2(labDistance(idle, place) > 18, qPrintable(idle.name() + " near " + place.name()));
            }
            // As the canvas draws it: whatever its tier.
            const QColor background = sceneColour(QStringLiteral("background"), dark);
            for (const LinkTier tier : { LinkTier::NvLink, LinkTier::InfiniBand, LinkTier::Ethernet })
                QCOMPARE(segmentColour(tierColour(tier, dark), background, idle, false, 0.0, false), idle);
        }
    }

    void theLegendNamesEveryKindAndTierInAColourOfThePalette()
    {
        const QVariantList entries = sceneLegend();
        QCOMPARE(entries.size(), kNodeKindCount + kLinkTierCount);
        const QVariantMap palette = scenePalette(false);
        QStringList labels;
        for (const QVariant& entry : entries) {
            const QVariantMap map = entry.toMap();
            QVERIFY2(palette.contains(map.value("key").toString()), qPrintable(map.value("key").toString()));
            labels << map.value("label").toString();
        }
        for (const char* label : { "GPU", "NVSwitch", "CPU", "PCIe switch", "NIC", "Leaf, spine, core switch",
                 "Ethernet switch", "Storage server", "NVLink", "InfiniBand", "Ethernet", "PCIe", "NVLink-C2C" })
            QVERIFY2(labels.contains(QString::fromLatin1(label)), label);
    }
};

QTEST_MAIN(TestThemeColours)
#include "tst_theme_colours.moc"
