// Diagrams written to files (SVG, PDF, PNG) as the renderer draws them: the title and legend as
// text, one line per link or bundle (a collapsed rack one block, hidden tiers left out, a view
// only what is in it), the requested resolution, the screen's colours, CJK text.
#include "DiagramFixtures.h"

#include "gui/diagrams/DiagramRenderer.h"
#include "gui/rendering/SceneStyle.h"

#include <QImage>
#include <QSet>
#include <QtTest>

#include <set>

using namespace scalescope;
using namespace scalescope::gui;
using namespace scalescope::gui::fixtures;

namespace {

std::size_t distinctColours(const QImage& image, const QRect& area)
{
    QSet<QRgb> colours;
    for (int y = area.top(); y <= area.bottom(); y += 2)
        for (int x = area.left(); x <= area.right(); x += 2)
            colours.insert(image.pixel(x, y));
    return static_cast<std::size_t>(colours.size());
}

} // namespace

class TestDiagramRender : public DiagramTestCase {
    Q_OBJECT
private slots:
    void svgHoldsTitleLegendAndOneLinePerLink()
    {
        const Topology& topology = *m_document->topology();
        DiagramOptions options;
        options.title = kCjkTitle;
        options.subtitle = m_workspace->summary()->countsText();
        const DiagramRenderer renderer(topology, *m_document->scene(), options);
        QVERIFY(renderer.detailed()); // a small design: every device and link
        const QByteArray svg = renderer.render(DiagramFormat::Svg, 96);
        keep("gb300-2.svg", svg);
        const SvgContent content = readSvg(svg);
        QVERIFY2(content.error.isEmpty(), qPrintable(content.error));

        // Title (CJK as written), subtitle and legend are text.
        // (Text is written in runs of one font: the CJK characters and the Latin ones apart.)
        QVERIFY(svg.contains(QStringLiteral("集群拓扑").toUtf8()));
        QVERIFY2(
            content.texts.join("").startsWith(QString(kCjkTitle).remove(' ')), qPrintable(content.texts.join(" | ")));
        QVERIFY(content.texts.contains(m_workspace->summary()->countsText()));
        for (const char* label :
            { "Devices", "Links", "GPU", "NVSwitch", "NIC", "InfiniBand switch", "NVLink", "InfiniBand" })
            QVERIFY2(content.texts.contains(QLatin1String(label)), label);
        // Device labels where they fit; a name too long for its glyph as its word and number
        // (NVSwitch chips were left unlabelled).
        QVERIFY(content.texts.contains("gpu0"));
        QVERIFY2(content.texts.contains("nvs0"), qPrintable(content.texts.join(" | ")));
        // A fabric switch's name, too long for its glyph, under it, drawn after (over) every link.
        const auto fabricSwitch = std::find_if(topology.nodes.begin(), topology.nodes.end(),
            [](const Node& n) { return n.kind == NodeKind::IbSwitch && n.group == kNoGroup; });
        QVERIFY(fabricSwitch != topology.nodes.end());
        const std::string& switchName = fabricSwitch->name;
        const QString shortSwitch = QString::fromStdString(switchName.substr(switchName.rfind('/') + 1));
        QVERIFY2(content.texts.contains(shortSwitch), qPrintable(shortSwitch));
        const qsizetype lastLinkLine = svg.lastIndexOf("<polyline", svg.indexOf(">Devices<"));
        QVERIFY(lastLinkLine > 0);
        QVERIFY(svg.indexOf(">" + shortSwitch.toUtf8() + "<") > lastLinkLine);

        // One line per link, and one in the legend per tier present.
        std::set<LinkTier> tiers;
        for (const Link& link : topology.links)
            tiers.insert(link.tier);
        QCOMPARE(renderer.segmentCount(), topology.links.size());
        QCOMPARE(static_cast<std::size_t>(content.lineStrokes.size()), topology.links.size() + tiers.size());
        // In the screen's colours.
        const QString nvlink = tierColour(LinkTier::NvLink, false).name();
        QVERIFY(content.lineStrokes.contains(nvlink));
        QVERIFY(content.lineStrokes.contains(tierColour(LinkTier::InfiniBand, false).name()));
    }

    void blocksBundleTheLinksBetweenRacks()
    {
        DiagramOptions options;
        options.title = "blocks";
        options.detail = DiagramDetail::Blocks;
        const Scene& scene = *m_document->scene();
        const DiagramRenderer renderer(*m_document->topology(), scene, options);
        QVERIFY(!renderer.detailed());
        QVERIFY(!scene.bundles.empty());
        QCOMPARE(renderer.segmentCount(), scene.bundles.size());
        const QByteArray svg = renderer.render(DiagramFormat::Svg, 96);
        keep("gb300-2-blocks.svg", svg);
        const SvgContent content = readSvg(svg);
        QVERIFY(content.error.isEmpty());
        QVERIFY(content.texts.contains("Blocks"));
        QVERIFY(content.texts.contains("rack0"));
        std::set<LinkTier> tiers;
        for (const SceneBundle& bundle : scene.bundles)
            tiers.insert(bundle.tier);
        QCOMPARE(static_cast<std::size_t>(content.lineStrokes.size()), scene.bundles.size() + tiers.size());
    }

    void aCollapsedRackIsOneBlockWithItsLinksBundledAtIt()
    {
        const Topology& topology = *m_document->topology();
        const GroupId rack0 = *topology.findGroup("rack0");
        ViewState view(*m_document);
        view.toggleCollapsed(static_cast<int>(*topology.findNode("rack0/tray0/gpu0")));
        DiagramOptions options;
        options.title = "rack0 collapsed";
        options.collapsedGroups = view.collapsedGroups(topology);
        const DiagramRenderer renderer(topology, *m_document->scene(), options);
        // Links apart from the rack each a line; its links to the outside one line for each
        // device and tier they reach; those inside it none.
        std::size_t apart = 0;
        std::set<std::pair<NodeId, LinkTier>> reached;
        for (const Link& link : topology.links) {
            const bool a = topology.rackOf(link.a) == rack0, b = topology.rackOf(link.b) == rack0;
            if (!a && !b)
                ++apart;
            else if (a != b)
                reached.emplace(a ? link.b : link.a, link.tier);
        }
        QVERIFY(!reached.empty());
        QCOMPARE(renderer.segmentCount(), apart + reached.size());
        const QByteArray svg = renderer.render(DiagramFormat::Svg, 96);
        keep("gb300-2-collapsed.svg", svg);
        const SvgContent content = readSvg(svg);
        QVERIFY(content.texts.contains("Collapsed rack"));
        QCOMPARE(content.texts.count("gpu0"), 18); // rack1's trays only
    }

    void hiddenTiersAreLeftOut()
    {
        const Topology& topology = *m_document->topology();
        DiagramOptions options;
        options.title = "no Ethernet";
        options.hiddenTiers = { "ethernet" };
        const DiagramRenderer renderer(topology, *m_document->scene(), options);
        const auto ethernet = static_cast<std::size_t>(std::count_if(topology.links.begin(), topology.links.end(),
            [](const Link& link) { return link.tier == LinkTier::Ethernet; }));
        QVERIFY(ethernet > 0);
        QCOMPARE(renderer.segmentCount(), topology.links.size() - ethernet);
        const SvgContent content = readSvg(renderer.render(DiagramFormat::Svg, 96));
        QVERIFY(!content.texts.contains("Ethernet"));
        QCOMPARE(content.lineStrokes.count(tierColour(LinkTier::Ethernet, false).name()), 0);
    }

    void aViewDrawsOnlyWhatIsInIt()
    {
        // The first rack's left half, as a canvas at zoom 2 would show it.
        const SceneRect& rack = m_document->scene()->groups[*m_document->topology()->findGroup("rack0")];
        DiagramOptions options;
        options.title = "view";
        options.sceneArea = QRectF(rack.x, rack.y, rack.width / 2, rack.height / 2);
        options.pixelsPerSceneUnit = 2;
        const DiagramRenderer renderer(*m_document->topology(), *m_document->scene(), options);
        QVERIFY(renderer.segmentCount() > 0);
        QVERIFY(renderer.segmentCount() < m_document->topology()->links.size());
        QCOMPARE(renderer.drawingRect().size(), QSizeF(rack.width, rack.height));
        keep("gb300-2-view.png", renderer.render(DiagramFormat::Png, 96));
    }

    void pdfIsAPageWithTextInIt()
    {
        DiagramOptions options;
        options.title = kCjkTitle;
        const DiagramRenderer renderer(*m_document->topology(), *m_document->scene(), options);
        const QByteArray pdf = renderer.render(DiagramFormat::Pdf, 300);
        keep("gb300-2.pdf", pdf);
        QVERIFY(pdf.startsWith("%PDF-"));
        QVERIFY2(pdf.size() > 20'000 && pdf.size() < 20'000'000, QByteArray::number(pdf.size()));
        QVERIFY(pdf.contains("/Type /Font")); // text is text, with its fonts
        QVERIFY(pdf.contains("/MediaBox"));
    }

    void pngHasTheRequestedResolution()
    {
        DiagramOptions options;
        options.title = kCjkTitle;
        const DiagramRenderer renderer(*m_document->topology(), *m_document->scene(), options);
        for (const int dpi : { 96, 192 }) {
            const QByteArray png = renderer.render(DiagramFormat::Png, dpi);
            keep(QString("gb300-2-%1dpi.png").arg(dpi), png);
            QVERIFY(png.startsWith("\x89PNG\r\n\x1a\n"));
            QImage image;
            QVERIFY(image.loadFromData(png, "PNG"));
            const double scale = dpi / DiagramRenderer::kPagePixelsPerInch;
            QCOMPARE(image.width(), static_cast<int>(std::ceil(renderer.pageSize().width() * scale)));
            QCOMPARE(image.height(), static_cast<int>(std::ceil(renderer.pageSize().height() * scale)));
            QCOMPARE(image.dotsPerMeterX(), static_cast<int>(std::lround(dpi / 0.0254)));

            // The drawing is not blank, and its links wear their tiers' colours.
            const QRectF drawing = renderer.drawingRect();
            const QRect area(QPoint(static_cast<int>(drawing.left() * scale), static_cast<int>(drawing.top() * scale)),
                QPoint(static_cast<int>(drawing.right() * scale) - 1, static_cast<int>(drawing.bottom() * scale) - 1));
            QVERIFY2(distinctColours(image, area) > 40, QByteArray::number(qulonglong(distinctColours(image, area))));
            QVERIFY(hasColourNear(image, area, tierColour(LinkTier::NvLink, false), 4));
            QVERIFY(hasColourNear(image, area, kindColour(NodeKind::IbSwitch, false), 4));
            QVERIFY(hasColourNear(image, area, sceneColour("rack", false), 2));
        }
    }
};

QTEST_MAIN(TestDiagramRender)
#include "tst_diagram_render.moc"
