<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AnnotationLayerView</name>
    <message>
        <source>Text of the note</source>
        <translation>注释文字</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
</context>
<context>
    <name>AnnotationTools</name>
    <message>
        <source>Arrow: press and drag on the canvas (A)</source>
        <translation>箭头：在画布上按下并拖动（A）</translation>
    </message>
    <message>
        <source>Text box: click on the canvas and type (T)</source>
        <translation>文本框：在画布上单击并输入（T）</translation>
    </message>
    <message>
        <source>Highlight frame: press and drag on the canvas (F)</source>
        <translation>高亮框：在画布上按下并拖动（F）</translation>
    </message>
    <message>
        <source>Colour of the annotations: %1</source>
        <translation>标注颜色：%1</translation>
    </message>
</context>
<context>
    <name>BaselineCanvasView</name>
    <message>
        <source>Baseline</source>
        <translation>基线</translation>
    </message>
    <message>
        <source>running the job…</source>
        <translation>正在运行作业…</translation>
    </message>
</context>
<context>
    <name>BomView</name>
    <message>
        <source>Export the bill of materials as CSV</source>
        <translation>将物料清单导出为 CSV</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <source>The same CSV as scalescope bom --csv: a row per line with its figures&apos; sources, then a row per figure</source>
        <translation>与 scalescope bom --csv 相同的 CSV：每个条目一行并附数据来源，其后每个数据一行</translation>
    </message>
    <message>
        <source>Counting the design&apos;s parts…</source>
        <translation>正在统计设计中的部件…</translation>
    </message>
    <message>
        <source>To compare designs</source>
        <translation>用于比较设计</translation>
    </message>
    <message>
        <source>Left out, assumed</source>
        <translation>未计入与假设</translation>
    </message>
</context>
<context>
    <name>CanvasLegend</name>
    <message>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
    <message>
        <source>Fold the legend away</source>
        <translation>收起图例</translation>
    </message>
    <message>
        <source>Show what each colour is</source>
        <translation>显示每种颜色的含义</translation>
    </message>
    <message>
        <source>Link without load</source>
        <translation>无负载的链路</translation>
    </message>
    <message>
        <source>Failed (crossed out; a link dashed)</source>
        <translation>故障（打叉；链路为虚线）</translation>
    </message>
    <message>
        <source>Degraded link (dashed)</source>
        <translation>降级链路（虚线）</translation>
    </message>
</context>
<context>
    <name>CanvasMarkMenu</name>
    <message>
        <source>Mark failed</source>
        <translation>标记为故障</translation>
    </message>
    <message>
        <source>Mark %1 failed</source>
        <translation>将 %1 标记为故障</translation>
    </message>
    <message>
        <source>Mark rack %1 failed</source>
        <translation>将机柜 %1 标记为故障</translation>
    </message>
    <message>
        <source>Mark link failed</source>
        <translation>将链路标记为故障</translation>
    </message>
    <message>
        <source>Mark link degraded…</source>
        <translation>将链路标记为降级…</translation>
    </message>
    <message>
        <source>Clear mark (%1)</source>
        <translation>清除标记（%1）</translation>
    </message>
</context>
<context>
    <name>CanvasView</name>
    <message>
        <source>double-click to open</source>
        <translation>双击展开</translation>
    </message>
    <message>
        <source> each way</source>
        <translation> 每方向</translation>
    </message>
    <message>
        <source>now %1% → and %2% ←</source>
        <translation>当前 → %1%，← %2%</translation>
    </message>
    <message>
        <source>%1 carried in the run</source>
        <translation>本次运行中承载 %1</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <source>Compare with a design</source>
        <translation>与一个设计比较</translation>
    </message>
    <message>
        <source>ScaleScope designs (*.scalescope.json *.json)</source>
        <translation>ScaleScope 设计 (*.scalescope.json *.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>Compare with file…</source>
        <translation>与文件比较…</translation>
    </message>
    <message>
        <source>Another design file as the baseline, beside the open design</source>
        <translation>以另一个设计文件为基线，与当前设计并列比较</translation>
    </message>
    <message>
        <source>Duplicate as variant</source>
        <translation>复制为变体</translation>
    </message>
    <message>
        <source>Keep the design as it is now as the baseline, and go on editing an unsaved copy of it</source>
        <translation>将当前设计保留为基线，继续编辑它的一个未保存副本</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Choose a design file to compare with, or duplicate this design as a variant, change it (NIC rates, oversubscription, ...) and see what changed.</source>
        <translation>选择一个设计文件进行比较，或将本设计复制为变体、修改它（网卡速率、收敛比等），查看变化。</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>基线</translation>
    </message>
    <message>
        <source>This design</source>
        <translation>本设计</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>This</source>
        <translation>本设计</translation>
    </message>
    <message>
        <source>Ratio</source>
        <translation>比值</translation>
    </message>
    <message>
        <source>This design&apos;s figure over the baseline&apos;s</source>
        <translation>本设计的指标除以基线的指标</translation>
    </message>
    <message>
        <source>Costs are estimates (USD), as scalescope bom counts them; the all_reduce is of 1 GiB over every GPU (analytic). scalescope compare prints the same table.</source>
        <translation>成本为估算值（美元），计算方式同 scalescope bom；all_reduce 为全部 GPU 上的 1 GiB（解析模型）。scalescope compare 输出同样的表格。</translation>
    </message>
    <message>
        <source>Draw the baseline beside this design</source>
        <translation>在本设计旁绘制基线</translation>
    </message>
    <message>
        <source>Two canvases at one scale, each with the heatmap of the Traffic tab&apos;s job (View &gt; Baseline Side by Side)</source>
        <translation>两块同一比例的画布，各自显示“流量”标签页作业的热力图（视图 &gt; 基线并排显示）</translation>
    </message>
</context>
<context>
    <name>DegradeDialog</name>
    <message>
        <source>Mark link degraded</source>
        <translation>将链路标记为降级</translation>
    </message>
    <message>
        <source>The rate it runs at each way (such as 200G), or the lanes it keeps (such as 2 lanes)</source>
        <translation>每方向的运行速率（如 200G），或保留的通道数（如 2 lanes）</translation>
    </message>
    <message>
        <source>200G or 2 lanes</source>
        <translation>200G 或 2 lanes</translation>
    </message>
</context>
<context>
    <name>DeviceListView</name>
    <message>
        <source>Filter by name, kind or model</source>
        <translation>按名称、类型或型号筛选</translation>
    </message>
    <message>
        <source>%1 devices shown</source>
        <translation>显示 %1 台设备</translation>
    </message>
</context>
<context>
    <name>DiagramExport</name>
    <message>
        <source>%1 devices, %2 links</source>
        <translation>%1 台设备，%2 条链路</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>The design could not be used</source>
        <translation>无法使用该设计</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>The design&apos;s name</source>
        <translation>设计的名称</translation>
    </message>
    <message>
        <source>Resolution</source>
        <translation>分辨率</translation>
    </message>
    <message>
        <source>dots per inch: %1</source>
        <translation>每英寸点数：%1</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>绘制范围</translation>
    </message>
    <message>
        <source>The whole design</source>
        <translation>整个设计</translation>
    </message>
    <message>
        <source>The current view, as on screen</source>
        <translation>当前视图，与屏幕一致</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>细节程度</translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation>流量</translation>
    </message>
    <message>
        <source>Colour links by their load at the current time</source>
        <translation>按当前时刻的负载为链路着色</translation>
    </message>
    <message>
        <source>Run a job in the Traffic panel to export its heatmap.</source>
        <translation>在“流量”面板中运行一个作业，即可导出其热力图。</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Export to</source>
        <translation>导出到</translation>
    </message>
</context>
<context>
    <name>HeatmapLegend</name>
    <message>
        <source>Link utilization</source>
        <translation>链路利用率</translation>
    </message>
    <message>
        <source>log</source>
        <translation>对数</translation>
    </message>
</context>
<context>
    <name>HelpDialogs</name>
    <message>
        <source>Canvas</source>
        <translation>画布</translation>
    </message>
    <message>
        <source>Zoom at the pointer</source>
        <translation>以指针为中心缩放</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>滚轮</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>平移</translation>
    </message>
    <message>
        <source>Drag the background, or Space+drag</source>
        <translation>拖动背景，或按住空格拖动</translation>
    </message>
    <message>
        <source>Select; add to or take from the selection</source>
        <translation>选择；加入或移出选择</translation>
    </message>
    <message>
        <source>Click; Ctrl+click or Shift+click</source>
        <translation>单击；Ctrl+单击或 Shift+单击</translation>
    </message>
    <message>
        <source>Select what a band covers</source>
        <translation>框选一个区域内的设备</translation>
    </message>
    <message>
        <source>Shift+drag on the background</source>
        <translation>在背景上 Shift+拖动</translation>
    </message>
    <message>
        <source>Cable two devices</source>
        <translation>用线缆连接两台设备</translation>
    </message>
    <message>
        <source>Shift+drag from one to the other</source>
        <translation>从一台设备 Shift+拖动到另一台</translation>
    </message>
    <message>
        <source>Move the selection a grid step (ten)</source>
        <translation>将所选移动一个网格步长（十个）</translation>
    </message>
    <message>
        <source>Arrow keys (Shift+arrow keys)</source>
        <translation>方向键（Shift+方向键）</translation>
    </message>
    <message>
        <source>Collapse or open a rack</source>
        <translation>折叠或展开机柜</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>双击</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Mark a device, its tray or rack, or a link failed or degraded</source>
        <translation>将设备、其托盘或机柜、或一条链路标记为故障或降级</translation>
    </message>
    <message>
        <source>Right-click</source>
        <translation>右键单击</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Find a device by name, kind or address</source>
        <translation>按名称、类型或地址查找设备</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Getting started</source>
        <translation>入门</translation>
    </message>
    <message>
        <source>&lt;b&gt;Open a design.&lt;/b&gt; File &amp;gt; New from preset builds a cluster (a DGX H100 pod, GB200 NVL72 racks…); File &amp;gt; Import reads what NCCL, nvidia-smi or ibnetdiscover wrote.&lt;br&gt;&lt;br&gt;&lt;b&gt;Look around.&lt;/b&gt; Scroll to zoom, drag the background to pan, Fit (Ctrl+0) shows everything. The legend at the top left names each colour; the boxes in the toolbar hide a tier of links. Click a device for its model, addresses and links in the inspector; Ctrl+click a second GPU for the route between them.&lt;br&gt;&lt;br&gt;&lt;b&gt;Change it.&lt;/b&gt; Drag switches and systems from the Palette tab, shift-drag between two devices to cable them, drag a device to move its rack. Every edit can be undone (Ctrl+Z).&lt;br&gt;&lt;br&gt;&lt;b&gt;Watch traffic.&lt;/b&gt; In the Traffic tab pick the GPUs, a collective and a size, and run: the links take the colour of their load as the timeline plays; the Charts tab shows busbw by size and each tier&apos;s load over the run.&lt;br&gt;&lt;br&gt;&lt;b&gt;Share it.&lt;/b&gt; File &amp;gt; Export writes SVG, PDF or PNG with a title and a legend.</source>
        <translation>&lt;b&gt;打开设计。&lt;/b&gt;文件 &amp;gt; 从预设新建 可构建一个集群（DGX H100 pod、GB200 NVL72 机柜…）；文件 &amp;gt; 导入 可读取 NCCL、nvidia-smi 或 ibnetdiscover 的输出。&lt;br&gt;&lt;br&gt;&lt;b&gt;浏览。&lt;/b&gt;滚动滚轮缩放，拖动背景平移，适应（Ctrl+0）显示全部。左上角的图例说明每种颜色；工具栏中的复选框可隐藏某一层级的链路。单击设备，可在检查器中查看其型号、地址和链路；Ctrl+单击第二个 GPU，可查看两者之间的路径。&lt;br&gt;&lt;br&gt;&lt;b&gt;修改。&lt;/b&gt;从“组件”标签页拖入交换机和系统，在两台设备之间 Shift+拖动即可连线，拖动设备可移动其所在机柜。每次编辑都可撤销（Ctrl+Z）。&lt;br&gt;&lt;br&gt;&lt;b&gt;观察流量。&lt;/b&gt;在“流量”标签页中选择 GPU、集合通信操作和数据量，然后运行：随着时间轴播放，链路按其负载着色；“图表”显示各数据量下的 busbw 以及各层级在运行期间的负载。&lt;br&gt;&lt;br&gt;&lt;b&gt;分享。&lt;/b&gt;文件 &amp;gt; 导出 可写出带标题和图例的 SVG、PDF 或 PNG。</translation>
    </message>
    <message>
        <source>About ScaleScope</source>
        <translation>关于 ScaleScope</translation>
    </message>
    <message>
        <source>ScaleScope %1

An explorer of AI-cluster topologies: NVLink inside nodes and racks, InfiniBand and Ethernet between them, and the collectives that run over them.</source>
        <translation>ScaleScope %1

AI 集群拓扑浏览器：节点与机柜内部的 NVLink，它们之间的 InfiniBand 和以太网，以及在其上运行的集合通信。</translation>
    </message>
    <message>
        <source>Close an annotation&apos;s editor, put the Annotate tool down, stop presenting, or select nothing</source>
        <translation>关闭标注编辑器、放下标注工具、停止演示，或取消选择</translation>
    </message>
    <message>
        <source>Place an arrow or a frame (Annotate tool armed)</source>
        <translation>放置箭头或高亮框（标注工具已启用）</translation>
    </message>
    <message>
        <source>Drag from its tail (a corner) to its head (the other corner)</source>
        <translation>从尾部（一角）拖到头部（另一角）</translation>
    </message>
    <message>
        <source>Place a text box (Annotate tool armed)</source>
        <translation>放置文本框（标注工具已启用）</translation>
    </message>
    <message>
        <source>Click, type, Enter</source>
        <translation>单击，输入，按 Enter</translation>
    </message>
    <message>
        <source>Select, move or edit an annotation</source>
        <translation>选择、移动或编辑标注</translation>
    </message>
    <message>
        <source>Click, drag or double-click it</source>
        <translation>单击、拖动或双击它</translation>
    </message>
    <message>
        <source>Story</source>
        <translation>故事</translation>
    </message>
    <message>
        <source>Next scene while a story plays</source>
        <translation>播放故事时：下一个场景</translation>
    </message>
    <message>
        <source>Right, Down, Space, Page Down</source>
        <translation>右、下、空格、Page Down</translation>
    </message>
    <message>
        <source>Previous scene while a story plays</source>
        <translation>播放故事时：上一个场景</translation>
    </message>
    <message>
        <source>Left, Up, Page Up, Backspace</source>
        <translation>左、上、Page Up、退格</translation>
    </message>
    <message>
        <source>First or last scene while a story plays</source>
        <translation>播放故事时：第一个或最后一个场景</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Home、End</translation>
    </message>
</context>
<context>
    <name>InspectorView</name>
    <message>
        <source>Click a device, or search for one, to inspect it.</source>
        <translation>单击或搜索一台设备以查看其详情。</translation>
    </message>
    <message>
        <source>State: %1</source>
        <translation>状态：%1</translation>
    </message>
    <message>
        <source>Mark failed</source>
        <translation>标记为故障</translation>
    </message>
    <message>
        <source>Clear mark</source>
        <translation>清除标记</translation>
    </message>
    <message>
        <source>model</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Path to %1</source>
        <translation>到 %1 的路径</translation>
    </message>
    <message>
        <source>No path</source>
        <translation>无路径</translation>
    </message>
    <message>
        <source>at most %1 each way</source>
        <translation>每方向最多 %1</translation>
    </message>
    <message>
        <source>%1% of the data:</source>
        <translation>%1% 的数据：</translation>
    </message>
    <message>
        <source>%1 %2 → %3 %4: %5</source>
        <translation>%1 %2 → %3 %4：%5</translation>
    </message>
    <message>
        <source>Addresses</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Reached by %1</source>
        <translation>经由 %1 可达</translation>
    </message>
    <message>
        <source>Links (%1)</source>
        <translation>链路（%1）</translation>
    </message>
    <message>
        <source>port %1 → %2 port %3</source>
        <translation>端口 %1 → %2 端口 %3</translation>
    </message>
    <message>
        <source>%1 lanes</source>
        <translation>%1 条通道</translation>
    </message>
    <message>
        <source>Enter to set this link&apos;s bandwidth (each way)</source>
        <translation>按 Enter 设置此链路的带宽（每方向）</translation>
    </message>
    <message>
        <source>each way</source>
        <translation>每方向</translation>
    </message>
    <message>
        <source>Degraded…</source>
        <translation>降级…</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>已丢失</translation>
    </message>
    <message>
        <source> in </source>
        <translation>，位于 </translation>
    </message>
    <message>
        <source>Host %1: its own operating system; NVLink memory is shared with the other hosts through IMEX</source>
        <translation>主机 %1：运行自己的操作系统；通过 IMEX 与其他主机共享 NVLink 内存</translation>
    </message>
    <message>
        <source>Host %1: its own operating system</source>
        <translation>主机 %1：运行自己的操作系统</translation>
    </message>
</context>
<context>
    <name>JobHeatmap</name>
    <message>
        <source>the run lasts %1; %2 is outside it</source>
        <translation>运行持续 %1；%2 超出此范围</translation>
    </message>
    <message>
        <source>%1 of %2 (%3, %4 GPUs): link load at %5 of %6</source>
        <translation>%2 的 %1（%3，%4 个 GPU）：%6 中 %5 时刻的链路负载</translation>
    </message>
    <message>
        <source>the iteration lasts %1; %2 is outside it</source>
        <translation>一次迭代持续 %1；%2 超出了这个范围</translation>
    </message>
    <message>
        <source>no communication</source>
        <translation>没有通信</translation>
    </message>
    <message>
        <source>%1 on %2 GPUs: link load at %3 of the %4 iteration (%5)</source>
        <translation>%1，%2 个 GPU：%4 的迭代中 %3 时的链路负载（%5）</translation>
    </message>
    <message>
        <source>%1 on %2 GPUs: link load of the %3 iteration, each kind at its busiest (%4)</source>
        <translation>%1，%2 个 GPU：%3 的迭代的链路负载，每类通信取其最繁忙时（%4）</translation>
    </message>
</context>
<context>
    <name>LessonsDialog</name>
    <message>
        <source>Lessons</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>This build holds no lessons.</source>
        <translation>此版本不含任何课程。</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>演示</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>组件</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation>流量</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>BOM</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>Open a design</source>
        <translation>打开设计</translation>
    </message>
    <message>
        <source>ScaleScope designs (*.scalescope.json *.json)</source>
        <translation>ScaleScope 设计 (*.scalescope.json *.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Import what a tool wrote: NCCL topology XML, nvidia-smi topo -m, ibnetdiscover, ASTRA-sim YAML</source>
        <translation>导入工具的输出：NCCL 拓扑 XML、nvidia-smi topo -m、ibnetdiscover、ASTRA-sim YAML</translation>
    </message>
    <message>
        <source>Topology dumps (*.xml *.txt *.topo *.topofile *.yml *.yaml)</source>
        <translation>拓扑转储 (*.xml *.txt *.topo *.topofile *.yml *.yaml)</translation>
    </message>
    <message>
        <source>Save the design as</source>
        <translation>将设计另存为</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>ScaleScope designs (*.scalescope.json)</source>
        <translation>ScaleScope 设计 (*.scalescope.json)</translation>
    </message>
    <message>
        <source>The diagram could not be exported</source>
        <translation>无法导出图表</translation>
    </message>
    <message>
        <source>Stories</source>
        <translation>故事</translation>
    </message>
    <message>
        <source>This design</source>
        <translation>本设计</translation>
    </message>
</context>
<context>
    <name>MainMenuBar</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New from preset…</source>
        <translation>从预设新建(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>创建副本(&amp;U)</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Mark &amp;failed</source>
        <translation>标记为故障(&amp;F)</translation>
    </message>
    <message>
        <source>C&amp;lear mark</source>
        <translation>清除标记(&amp;L)</translation>
    </message>
    <message>
        <source>Failures &amp;on</source>
        <translation>启用故障标记(&amp;O)</translation>
    </message>
    <message>
        <source>Clear all &amp;marks</source>
        <translation>清除全部标记(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Fit to view</source>
        <translation>适应视图(&amp;F)</translation>
    </message>
    <message>
        <source>Zoom to &amp;selection</source>
        <translation>缩放到所选(&amp;S)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Minimap</source>
        <translation>缩略图(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Legend</source>
        <translation>图例(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Charts of the traffic</source>
        <translation>流量图表(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Label every link</source>
        <translation>标注每条链路(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark theme</source>
        <translation>深色主题(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Getting started</source>
        <translation>入门(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;About ScaleScope</source>
        <translation>关于 ScaleScope(&amp;A)</translation>
    </message>
    <message>
        <source>L&amp;anguage</source>
        <translation>语言 Language(&amp;A)</translation>
    </message>
    <message>
        <source>A&amp;nnotate</source>
        <translation>标注(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Arrow</source>
        <translation>箭头(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Text</source>
        <translation>文本(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Frame</source>
        <translation>高亮框(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Clear annotations</source>
        <translation>清除标注(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Present</source>
        <translation>演示(&amp;P)</translation>
    </message>
    <message>
        <source>Laser poi&amp;nter</source>
        <translation>激光笔(&amp;N)</translation>
    </message>
    <message>
        <source>Spotligh&amp;t on the selection</source>
        <translation>聚光灯照亮所选(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>课程(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Baseline Side by Side</source>
        <translation>基线并排显示(&amp;B)</translation>
    </message>
</context>
<context>
    <name>MainToolBar</name>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>以太网</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>C2C</source>
        <translation>C2C</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>撤销 %1</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>重做 %1</translation>
    </message>
    <message>
        <source>Search name, kind or address</source>
        <translation>搜索名称、类型或地址</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>适应</translation>
    </message>
    <message>
        <source>Fit the whole design in the view</source>
        <translation>在视图中显示整个设计</translation>
    </message>
</context>
<context>
    <name>NewDesignDialog</name>
    <message>
        <source>New design from a preset</source>
        <translation>从预设新建设计</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Compute fabric</source>
        <translation>计算网络</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>Scale-out network</source>
        <translation>Scale-out 网络</translation>
    </message>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>RoCE v2 (Ethernet, routed)</source>
        <translation>RoCE v2（以太网，三层路由）</translation>
    </message>
    <message>
        <source>RoCE v1 (Ethernet, one L2 subnet per leaf)</source>
        <translation>RoCE v1（以太网，每个 Leaf 一个二层子网）</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>收敛比</translation>
    </message>
    <message>
        <source>Compute NIC</source>
        <translation>计算网卡</translation>
    </message>
    <message>
        <source>Storage servers</source>
        <translation>存储服务器</translation>
    </message>
</context>
<context>
    <name>PaletteView</name>
    <message>
        <source>Drag onto the canvas to add</source>
        <translation>拖到画布上以添加</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>%1, top-left corner</source>
        <translation>%1，左上角</translation>
    </message>
    <message>
        <source>Enter to move it to this %1</source>
        <translation>按 Enter 移动到此%1</translation>
    </message>
</context>
<context>
    <name>PropertyField</name>
    <message>
        <source>Enter to set it, Escape to put it back</source>
        <translation>按 Enter 设置，按 Esc 还原</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Part of %1: its price and power cover it.</source>
        <translation>属于 %1：其价格和功耗已包含此项。</translation>
    </message>
    <message>
        <source>Price: %1 each (%2), %3, %4</source>
        <translation>价格：每件 %1（%2），%3，%4</translation>
    </message>
    <message>
        <source>Price: none in the catalog; left out of the cost.</source>
        <translation>价格：目录中没有；未计入成本。</translation>
    </message>
    <message>
        <source>%1 typical, </source>
        <translation>典型 %1，</translation>
    </message>
    <message>
        <source>no typical figure published (the maximum counts), </source>
        <translation>未公布典型值（按最大值计），</translation>
    </message>
    <message>
        <source>Power: %1%2 max each, %3, %4</source>
        <translation>功耗：%1每件最大 %2，%3，%4</translation>
    </message>
    <message>
        <source>Power: no figure in the catalog; left out of the power.</source>
        <translation>功耗：目录中没有数据；未计入功耗。</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>包含于 %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>%1 max</source>
        <translation>最大 %1</translation>
    </message>
    <message>
        <source>no power figure</source>
        <translation>无功耗数据</translation>
    </message>
    <message>
        <source>%1 ports used, %2 free</source>
        <translation>已用 %1 个端口，空闲 %2 个</translation>
    </message>
    <message>
        <source>%1: not in the cost (no price in the catalog): %2</source>
        <translation>%1：未计入成本（目录中无价格）：%2</translation>
    </message>
    <message>
        <source>%1: not in the power (no figure in the catalog): %2</source>
        <translation>%1：未计入功耗（目录中无数据）：%2</translation>
    </message>
    <message>
        <source>%1: no all_reduce: %2</source>
        <translation>%1：无 all_reduce：%2</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>移动 %1</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>degraded to %1</source>
        <translation>降级到 %1</translation>
    </message>
    <message>
        <source>degraded to 1 lane</source>
        <translation>降级到 1 条通道</translation>
    </message>
    <message>
        <source>degraded to %1 lanes</source>
        <translation>降级到 %1 条通道</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a whole number from 1 to %3</source>
        <translation>%1：“%2”不是 1 到 %3 之间的整数</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a whole number (0: the default)</source>
        <translation>%1：“%2”不是整数（0 表示默认值）</translation>
    </message>
    <message>
        <source>precision: &quot;%1&quot; is not bf16 or fp8</source>
        <translation>精度：“%1”不是 bf16 或 fp8</translation>
    </message>
    <message>
        <source>fidelity: &quot;%1&quot; is not analytic or flow</source>
        <translation>保真度：“%1”不是 analytic 或 flow</translation>
    </message>
    <message>
        <source>seed: &quot;%1&quot; is not a whole number from 0</source>
        <translation>种子：“%1”不是从 0 开始的整数</translation>
    </message>
    <message>
        <source>a training job has no field &quot;%1&quot;</source>
        <translation>训练作业没有字段“%1”</translation>
    </message>
    <message>
        <source>the catalog has no model &quot;%1&quot;</source>
        <translation>目录中没有模型“%1”</translation>
    </message>
    <message>
        <source>placement lists %1 GPUs but the job needs %2</source>
        <translation>放置列出了 %1 个 GPU，但作业需要 %2 个</translation>
    </message>
    <message>
        <source>%1 configurations: %2 rejected by shape, %3 by memory, %4 by placement, %5 timed</source>
        <translation>%1 种配置：%2 种因形状被排除，%3 种因显存，%4 种因放置，%5 种已计时</translation>
    </message>
    <message>
        <source>%1 on %2 GPUs, global batch %3: %4</source>
        <translation>%1，%2 个 GPU，全局批次 %3：%4</translation>
    </message>
    <message>
        <source>
The one that needs least memory: %1</source>
        <translation>
显存需求最小的配置：%1</translation>
    </message>
    <message>
        <source>Search stopped</source>
        <translation>搜索已停止</translation>
    </message>
    <message>
        <source>Collapsed rack</source>
        <translation>折叠的机柜</translation>
    </message>
    <message>
        <source>A rack or a scalable unit of racks, as one block</source>
        <translation>一个机柜或由机柜组成的可扩展单元，显示为一个方块</translation>
    </message>
    <message>
        <source>A tier of leaf, spine or core switches</source>
        <translation>一层 Leaf、Spine 或核心交换机</translation>
    </message>
    <message>
        <source>A tier of Ethernet switches</source>
        <translation>一层以太网交换机</translation>
    </message>
    <message>
        <source>No load</source>
        <translation>无负载</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Blocks</source>
        <translation>方块</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>Bundled links</source>
        <translation>捆绑的链路</translation>
    </message>
    <message>
        <source>Link utilization (log scale)</source>
        <translation>链路利用率（对数刻度）</translation>
    </message>
    <message>
        <source>Link utilization</source>
        <translation>链路利用率</translation>
    </message>
    <message>
        <source>%1 at %2 µs</source>
        <translation>%1，位于 %2 µs</translation>
    </message>
    <message numerus="yes">
        <source>%n selected</source>
        <translation>
            <numerusform>已选 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiers hidden</source>
        <translation>
            <numerusform>隐藏 %n 个层级</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n racks collapsed</source>
        <translation>
            <numerusform>折叠 %n 个机柜</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n annotations</source>
        <translation>
            <numerusform>%n 个标注</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the design&apos;s failures are taken out (%2): its GPUs, bandwidth, bisection and all_reduce are what survives; cost and power, the whole design</source>
        <translation>%1：设计的故障已去除（%2）：其 GPU、带宽、对分带宽和 all_reduce 按幸存部分计算；成本和功耗按整个设计计算</translation>
    </message>
    <message>
        <source>%1 %2, %3: %4, busbw %5 GB/s</source>
        <translation>%1 %2，%3：%4，busbw %5 GB/s</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>估算</translation>
    </message>
    <message>
        <source>list price</source>
        <translation>标价</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a whole number of layers (0: none)</source>
        <translation>%1：“%2”不是层数（整数，0 表示无）</translation>
    </message>
    <message>
        <source>recompute: &quot;%1&quot; is not none, selective or full</source>
        <translation>recompute：“%1”不是 none、selective 或 full</translation>
    </message>
    <message>
        <source>dpMode: &quot;%1&quot; is not plain, distributed-optimizer or fsdp</source>
        <translation>dpMode：“%1”不是 plain、distributed-optimizer 或 fsdp</translation>
    </message>
    <message>
        <source>pipeline layout: &quot;%1&quot; is not layers per virtual stage (N,N,... with N*K for K stages of N; empty: an even split)</source>
        <translation>流水线布局：“%1”不是每个虚拟阶段的层数（N,N,…，N*K 表示 K 个 N 层的阶段；留空：均匀划分）</translation>
    </message>
    <message>
        <source>recompute modules: &quot;%1&quot; is not core_attn, mla_up_proj or moe_act, separated by commas (empty: core_attn)</source>
        <translation>重计算模块：“%1”不是以逗号分隔的 core_attn、mla_up_proj 或 moe_act（留空：core_attn）</translation>
    </message>
    <message>
        <source>cpComm: &quot;%1&quot; is not p2p, all_gather, a2a or a2a+p2p</source>
        <translation>cpComm：“%1”不是 p2p、all_gather、a2a 或 a2a+p2p</translation>
    </message>
    <message>
        <source>cpA2aRanks: &quot;%1&quot; is not a whole number of CP ranks (empty: the widest)</source>
        <translation>cpA2aRanks：“%1”不是 CP rank 的整数个数（留空：最大值）</translation>
    </message>
    <message>
        <source>fp8Recipe: &quot;%1&quot; is not delayed, tensorwise, mxfp8 or blockwise</source>
        <translation>fp8Recipe：“%1”不是 delayed、tensorwise、mxfp8 或 blockwise</translation>
    </message>
    <message>
        <source>gradReduce: &quot;%1&quot; is not fp32 or bf16</source>
        <translation>gradReduce：“%1”不是 fp32 或 bf16</translation>
    </message>
    <message>
        <source>queue pairs: &quot;%1&quot; is not a whole number from 1 to %2</source>
        <translation>队列对：“%1”不是 1 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>lossFusion: &quot;%1&quot; is not unfused, native or te</source>
        <translation>lossFusion：“%1”不是 unfused、native 或 te</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
</context>
<context>
    <name>QueuePairsField</name>
    <message>
        <source>Queue pairs</source>
        <translation>队列对</translation>
    </message>
    <message>
        <source>Queue pairs per NCCL connection (NCCL_IB_QPS_PER_CONNECTION). Static ECMP hashes each onto a path of its own, so more of them spread a connection over more uplinks; adaptive routing spreads every flow anyway</source>
        <translation>每条 NCCL 连接的队列对（QP）数（NCCL_IB_QPS_PER_CONNECTION）。静态 ECMP 把每个 QP 各自哈希到一条路径上，QP 越多，一条连接分散到的上行链路越多；自适应路由本来就会分散每条流</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>Recover unsaved designs?</source>
        <translation>恢复未保存的设计？</translation>
    </message>
    <message>
        <source>ScaleScope ended without saving these designs.</source>
        <translation>ScaleScope 退出时未保存这些设计。</translation>
    </message>
    <message>
        <source>never saved</source>
        <translation>从未保存</translation>
    </message>
    <message>
        <source>copy from %1</source>
        <translation>%1 的副本</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
</context>
<context>
    <name>SceneStyle</name>
    <message>
        <source>PCIe switch</source>
        <translation>PCIe 交换机</translation>
    </message>
    <message>
        <source>InfiniBand switch</source>
        <translation>InfiniBand 交换机</translation>
    </message>
    <message>
        <source>Ethernet switch</source>
        <translation>以太网交换机</translation>
    </message>
    <message>
        <source>Storage server</source>
        <translation>存储服务器</translation>
    </message>
    <message>
        <source>Leaf, spine, core switch</source>
        <translation>Leaf、Spine、核心交换机</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>以太网</translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>selected: %1</source>
        <translation>已选择：%1</translation>
    </message>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform>，另有 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>unsaved changes</source>
        <translation>有未保存的修改</translation>
    </message>
    <message>
        <source>every device</source>
        <translation>全部设备</translation>
    </message>
    <message>
        <source>units and tiers as blocks</source>
        <translation>单元和层级显示为方块</translation>
    </message>
    <message>
        <source>zoom %1%</source>
        <translation>缩放 %1%</translation>
    </message>
</context>
<context>
    <name>StepList</name>
    <message>
        <source>step %1</source>
        <translation>第 %1 步</translation>
    </message>
</context>
<context>
    <name>StoriesView</name>
    <message>
        <source>Stories</source>
        <translation>故事</translation>
    </message>
    <message>
        <source>A story is a list of scenes to show a room, each a view of the design with a caption. Set up the view, then record it as a scene; File &gt; Lessons… opens the built-in ones.</source>
        <translation>故事是一组用于讲解的场景，每个场景是设计的一个视图并配有说明。先调整好视图，再把它录制为场景；“文件 &gt; 课程…”可打开内置课程。</translation>
    </message>
    <message>
        <source>Story name</source>
        <translation>故事名称</translation>
    </message>
    <message>
        <source>New story</source>
        <translation>新建故事</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <source>Delete story</source>
        <translation>删除故事</translation>
    </message>
    <message>
        <source>Scenes</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>No scenes yet: set up the view, give it a title and a caption below, and record it.</source>
        <translation>还没有场景：调整好视图，在下方填写标题和说明，然后录制。</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>Record again</source>
        <translation>重新录制</translation>
    </message>
    <message>
        <source>Replace the scene&apos;s view with the view as it is now, keeping its title and caption</source>
        <translation>用当前视图替换该场景的视图，保留其标题和说明</translation>
    </message>
    <message>
        <source>Delete scene</source>
        <translation>删除场景</translation>
    </message>
    <message>
        <source>Scene %1</source>
        <translation>场景 %1</translation>
    </message>
    <message>
        <source>New scene</source>
        <translation>新场景</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Caption: two or three sentences for the room</source>
        <translation>说明：给听众的两三句话</translation>
    </message>
    <message>
        <source>Save title and caption</source>
        <translation>保存标题和说明</translation>
    </message>
    <message>
        <source>Record scene</source>
        <translation>录制场景</translation>
    </message>
    <message>
        <source>Keep the view as it is now (camera, tiers, collapsed racks, selection, annotations, the job and its time) as a new scene after the one shown</source>
        <translation>把当前视图（镜头、层级、折叠的机柜、选择、标注、作业及其时间）作为新场景，放在当前场景之后</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Step through the scenes with the arrow keys, Space or Page Up and Down</source>
        <translation>用方向键、空格或 Page Up/Page Down 逐个切换场景</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>演示</translation>
    </message>
    <message>
        <source>Play the story in presentation mode</source>
        <translation>在演示模式下播放故事</translation>
    </message>
</context>
<context>
    <name>StoryHandout</name>
    <message>
        <source>Scene %1 of %2</source>
        <translation>场景 %1 / %2</translation>
    </message>
</context>
<context>
    <name>StoryPlayer</name>
    <message>
        <source>‹ Back</source>
        <translation>‹ 上一个</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>下一个 ›</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop playing the story</source>
        <translation>停止播放故事</translation>
    </message>
</context>
<context>
    <name>SummaryView</name>
    <message>
        <source>Compute NICs at</source>
        <translation>计算网卡速率</translation>
    </message>
    <message>
        <source>Every compute NIC at another rate; the fabric is generated again for it, which can change its switches (undoable)</source>
        <translation>将每块计算网卡改为另一速率；网络随之重新生成，交换机可能改变（可撤销）</translation>
    </message>
    <message>
        <source>Imported. What the files could not tell was inferred:</source>
        <translation>已导入。文件中未说明的内容为推断：</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>On</source>
        <translation>开</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>Apply the marks to jobs and draw them (Edit &gt; Failures on), or keep them aside</source>
        <translation>将标记应用于作业并绘制出来（编辑 &gt; 启用故障），或暂时搁置</translation>
    </message>
    <message>
        <source>Clear all</source>
        <translation>全部清除</translation>
    </message>
    <message>
        <source> (off: jobs run on the whole design)</source>
        <translation>（关闭：作业在整个设计上运行）</translation>
    </message>
    <message>
        <source>Select %1</source>
        <translation>选择 %1</translation>
    </message>
    <message>
        <source>Links by tier</source>
        <translation>各层级的链路</translation>
    </message>
</context>
<context>
    <name>TimelineBar</name>
    <message>
        <source>Previous step</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>, step %1</source>
        <translation>，第 %1 步</translation>
    </message>
</context>
<context>
    <name>TrafficCharts</name>
    <message>
        <source>Run a job (Traffic tab) to see its charts.</source>
        <translation>运行一个作业（“流量”标签页）以查看其图表。</translation>
    </message>
    <message>
        <source>busbw by message size</source>
        <translation>各消息大小的 busbw</translation>
    </message>
    <message>
        <source>message size</source>
        <translation>消息大小</translation>
    </message>
    <message>
        <source>busbw, GB/s</source>
        <translation>busbw，GB/s</translation>
    </message>
    <message>
        <source>busbw</source>
        <translation>busbw</translation>
    </message>
    <message>
        <source>point-to-point bound</source>
        <translation>点对点上限</translation>
    </message>
    <message>
        <source>Utilization by tier</source>
        <translation>各层级利用率</translation>
    </message>
    <message>
        <source>simulated time, µs</source>
        <translation>模拟时间，µs</translation>
    </message>
    <message>
        <source>Click a link on the canvas</source>
        <translation>在画布上单击一条链路</translation>
    </message>
    <message>
        <source>a → b</source>
        <translation>a → b</translation>
    </message>
    <message>
        <source>b → a</source>
        <translation>b → a</translation>
    </message>
</context>
<context>
    <name>TrafficView</name>
    <message>
        <source>Job</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>all, a range such as 0-63, GPU names, or a rack or node</source>
        <translation>all、范围（如 0-63）、GPU 名称，或一个机柜或节点</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>所选</translation>
    </message>
    <message>
        <source>The GPUs selected on the canvas</source>
        <translation>画布上选中的 GPU</translation>
    </message>
    <message>
        <source>Collective</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>数据量</translation>
    </message>
    <message>
        <source>as nccl-tests writes it: 8, 32K, 512M, 1G (K = 1024 bytes)</source>
        <translation>写法同 nccl-tests：8、32K、512M、1G（K = 1024 字节）</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>Fidelity</source>
        <translation>保真度</translation>
    </message>
    <message>
        <source>flow: every link&apos;s load over time (the heatmap); analytic: the time alone, faster</source>
        <translation>flow：每条链路随时间的负载（热力图）；analytic：只算时间，更快</translation>
    </message>
    <message>
        <source>Routing</source>
        <translation>路由</translation>
    </message>
    <message>
        <source>design&apos;s (%1)</source>
        <translation>设计的（%1）</translation>
    </message>
    <message>
        <source>How the fabric&apos;s switches choose among equal-cost paths: ecmp hashes each connection onto one path (large flows can collide on an uplink); adaptive spreads every flow over all of them</source>
        <translation>网络交换机如何在等价路径中选择：ecmp 将每个连接哈希到一条路径上（大流可能在上行链路上冲突）；adaptive 将每个流分散到所有路径上</translation>
    </message>
    <message>
        <source>GPUDirect RDMA</source>
        <translation>GPUDirect RDMA</translation>
    </message>
    <message>
        <source>NICs read and write GPU memory directly; off, data goes through host memory</source>
        <translation>网卡直接读写 GPU 显存；关闭时数据经由主机内存中转</translation>
    </message>
    <message>
        <source>Each host gets the system&apos;s GPUs, NVSwitches and wiring; its adapters become the system&apos;s NICs with their GUIDs and LIDs (undoable)</source>
        <translation>每台主机获得该系统的 GPU、NVSwitch 和连线；其适配器成为该系统的网卡，保留 GUID 和 LID（可撤销）</translation>
    </message>
    <message>
        <source>Run again after every edit</source>
        <translation>每次编辑后重新运行</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>已保存</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>使用</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>另存为</translation>
    </message>
    <message>
        <source>job name</source>
        <translation>作业名称</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>For the design before the last edit</source>
        <translation>针对上次编辑之前的设计</translation>
    </message>
    <message>
        <source>time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>algbw</source>
        <translation>algbw</translation>
    </message>
    <message>
        <source>busbw</source>
        <translation>busbw</translation>
    </message>
    <message>
        <source>p2p bound</source>
        <translation>点对点上限</translation>
    </message>
    <message>
        <source>The time at line rate with data sent GPU to GPU; in-switch reduction (NVLS, SHARP) moves less data and can beat it</source>
        <translation>以线速在 GPU 之间直接传送数据所需的时间；交换机内归约（NVLS、SHARP）传送的数据更少，可以快于此值</translation>
    </message>
    <message>
        <source>algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>%1 in %2 NVLink domains</source>
        <translation>%1，分布在 %2 个 NVLink 域中</translation>
    </message>
    <message>
        <source>routing</source>
        <translation>路由</translation>
    </message>
    <message>
        <source>How evenly the fabric&apos;s switch-to-switch links were loaded: under ECMP, uplinks that several connections were hashed onto run hot while others idle</source>
        <translation>网络中交换机之间链路的负载均衡程度：在 ECMP 下，被哈希了多个连接的上行链路过热，而其他链路空闲</translation>
    </message>
    <message>
        <source>Pin this one instead</source>
        <translation>改为固定此结果</translation>
    </message>
    <message>
        <source>Pin to compare</source>
        <translation>固定以便比较</translation>
    </message>
    <message>
        <source>Keep this result to compare the next runs with, after an edit</source>
        <translation>保留此结果，编辑后与之后的运行进行比较</translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation>取消固定</translation>
    </message>
    <message>
        <source>Against the pinned run</source>
        <translation>与固定的运行相比</translation>
    </message>
    <message>
        <source>busiest then</source>
        <translation>当时最繁忙</translation>
    </message>
    <message>
        <source>busiest now</source>
        <translation>现在最繁忙</translation>
    </message>
    <message>
        <source>Why %1</source>
        <translation>为何选择 %1</translation>
    </message>
    <message>
        <source>Steps (%1)</source>
        <translation>步骤（%1）</translation>
    </message>
    <message>
        <source>analytic</source>
        <translation>解析模型</translation>
    </message>
    <message>
        <source>The analytic model&apos;s time for the algorithm the flow simulation ran: NCCL&apos;s formulas without the fabric&apos;s links one by one. The candidates below are its estimates</source>
        <translation>解析模型对 flow 模拟所运行算法给出的时间：按 NCCL 的公式计算，不逐条模拟网络链路。下方的候选算法都是它的估计</translation>
    </message>
    <message>
        <source>Why %1 (the analytic model&apos;s estimates)</source>
        <translation>为何选择 %1（解析模型的估计）</translation>
    </message>
</context>
<context>
    <name>TrainingGantt</name>
    <message>
        <source>One iteration, by pipeline stage</source>
        <translation>一次迭代，按流水线阶段</translation>
    </message>
    <message>
        <source>The canvas shows every kind of communication; click or drag on the chart for one moment.</source>
        <translation>画布显示所有类型的通信；在图表上单击或拖动可查看某一时刻。</translation>
    </message>
    <message>
        <source>Whole iteration</source>
        <translation>整个迭代</translation>
    </message>
    <message>
        <source>The heatmap of every kind of communication in the iteration</source>
        <translation>迭代中所有类型通信的热力图</translation>
    </message>
    <message>
        <source>Running the iteration…</source>
        <translation>正在运行迭代…</translation>
    </message>
    <message>
        <source>Run a training job (Training tab) to see its iteration here.</source>
        <translation>运行一个训练作业（“训练”标签页），即可在此查看其迭代。</translation>
    </message>
</context>
<context>
    <name>TrainingJobFields</name>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <source>VPP</source>
        <translation>VPP</translation>
    </message>
    <message>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <source>CP</source>
        <translation>CP</translation>
    </message>
    <message>
        <source>EP</source>
        <translation>EP</translation>
    </message>
    <message>
        <source>Micro</source>
        <translation>微批次</translation>
    </message>
    <message>
        <source>Global</source>
        <translation>全局批次</translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>放置</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>rank 顺序</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <source>packed (inside NVLink domains first), spread (a GPU per node in turn), random (from the seed), or a list of GPUs: indices, ranges, names, nodes or racks</source>
        <translation>packed（优先放在 NVLink 域内）、spread（依次每节点一个 GPU）、random（按种子随机），或 GPU 列表：序号、范围、名称、节点或机架</translation>
    </message>
    <message>
        <source>Sequences per iteration; 0: about 4M tokens</source>
        <translation>每次迭代的序列数；0：约 4M 个 token</translation>
    </message>
    <message>
        <source>Tokens per sequence; 0: the model&apos;s own</source>
        <translation>每个序列的 token 数；0：模型自身的长度</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>The parallel dimensions from innermost to outermost rank: tp-cp-ep-dp-pp keeps TP inside an NVLink domain; dp-tp-pp spreads it over domains</source>
        <translation>并行维度从最内层到最外层 rank 的顺序：tp-cp-ep-dp-pp 让 TP 留在一个 NVLink 域内；dp-tp-pp 把它分散到多个域</translation>
    </message>
    <message>
        <source>FP8 scaling</source>
        <translation>FP8 缩放</translation>
    </message>
    <message>
        <source>How FP8 scales the products&apos; operands: from the amaxes of earlier steps (delayed); from each tensor&apos;s own, found in a pass over it before the cast (current scaling); or a scale per block of 32 elements (MXFP8, Blackwell) or of 128 (blockwise)</source>
        <translation>FP8 如何缩放矩阵乘的操作数：按之前各步的 amax（delayed，延迟缩放）；按每个张量自身的 amax，在转换前单独扫描一遍求得（current scaling，当前缩放）；或每 32 个元素一个缩放因子（MXFP8，Blackwell）或每 128 个一个（blockwise，分块）</translation>
    </message>
    <message>
        <source>Delayed</source>
        <translation>延迟缩放</translation>
    </message>
    <message>
        <source>Current (tensorwise)</source>
        <translation>当前缩放（逐张量）</translation>
    </message>
    <message>
        <source>MXFP8 (blocks of 32)</source>
        <translation>MXFP8（每块 32 个）</translation>
    </message>
    <message>
        <source>Blockwise (blocks of 128)</source>
        <translation>分块（每块 128 个）</translation>
    </message>
</context>
<context>
    <name>TrainingMemoryFields</name>
    <message>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Modules</source>
        <translation>模块</translation>
    </message>
    <message>
        <source>core_attn (attention&apos;s softmax part), mla_up_proj (latent attention&apos;s up-projections), moe_act (the experts&apos; activation), separated by commas</source>
        <translation>core_attn（注意力的 softmax 部分）、mla_up_proj（潜在注意力的上投影）、moe_act（专家的激活函数），以逗号分隔</translation>
    </message>
    <message>
        <source>With full recomputation: only the first N layers of each virtual stage (0: all)</source>
        <translation>完全重计算时：仅重计算每个虚拟阶段的前 N 层（0：全部）</translation>
    </message>
    <message>
        <source>DP mode</source>
        <translation>DP 模式</translation>
    </message>
    <message>
        <source>Plain</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>Distributed optimizer</source>
        <translation>分布式优化器</translation>
    </message>
    <message>
        <source>FSDP</source>
        <translation>FSDP</translation>
    </message>
    <message>
        <source>Offload</source>
        <translation>卸载</translation>
    </message>
    <message>
        <source>Needs PP 1 and no recomputation</source>
        <translation>需要 PP 为 1 且不重计算</translation>
    </message>
    <message>
        <source>layers&apos; activations to the host&apos;s memory</source>
        <translation>层的激活卸载到主机内存</translation>
    </message>
    <message>
        <source>CP exchange</source>
        <translation>CP 交换</translation>
    </message>
    <message>
        <source>Ring beside attention</source>
        <translation>与注意力并行的环</translation>
    </message>
    <message>
        <source>K and V all-gathered</source>
        <translation>K 和 V 全收集</translation>
    </message>
    <message>
        <source>Heads all-to-all</source>
        <translation>注意力头全交换</translation>
    </message>
    <message>
        <source>All-to-all, then a ring</source>
        <translation>全交换+环</translation>
    </message>
    <message>
        <source>How context parallelism moves attention&apos;s inputs: K and V round a ring while attention computes; gathered before it, not overlapped (as Llama 3 was trained); or Q, K and V all-to-all so each rank attends over the whole sequence for a share of the heads, not overlapped (CP must divide a TP rank&apos;s heads); or that all-to-all inside groups of CP ranks and the ring between them</source>
        <translation>上下文并行如何传递注意力的输入：K 和 V 在注意力计算时沿环传递；在注意力之前收集，不被掩盖（Llama 3 的训练方式）；或 Q、K、V 全交换，使每个 rank 在整个序列上计算一部分注意力头，不被掩盖（CP 必须整除一个 TP rank 的注意力头数）；或在 CP rank 组内做该全交换，组间成环</translation>
    </message>
    <message>
        <source>Groups of</source>
        <translation>每组</translation>
    </message>
    <message>
        <source>widest</source>
        <translation>最大</translation>
    </message>
    <message>
        <source>The CP ranks of each all-to-all group, dividing CP (empty: the widest that also divides a TP rank&apos;s heads)</source>
        <translation>每个全交换组的 CP rank 数，须整除 CP（留空：同时整除一个 TP rank 注意力头数的最大值）</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>FP32, reduced in FP32</source>
        <translation>FP32，以 FP32 归约</translation>
    </message>
    <message>
        <source>BF16, reduced in BF16</source>
        <translation>BF16，以 BF16 归约</translation>
    </message>
    <message>
        <source>The gradients&apos; buffer and their data-parallel reduction: FP32, 4 bytes a parameter (Megatron-Core&apos;s default for BF16 training), or BF16, half the memory and traffic</source>
        <translation>梯度缓冲区及其数据并行归约：FP32，每个参数 4 字节（Megatron-Core 在 BF16 训练中的默认），或 BF16，内存与流量减半</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>Unfused kernels, FP32</source>
        <translation>未融合内核，FP32</translation>
    </message>
    <message>
        <source>Fused kernels, FP32</source>
        <translation>融合内核，FP32</translation>
    </message>
    <message>
        <source>Transformer Engine&apos;s kernel</source>
        <translation>Transformer Engine 的内核</translation>
    </message>
    <message>
        <source>How the loss passes over the logits after the output layer: one kernel after another on FP32 logits (Megatron-Core&apos;s default, 52 bytes a logit), the same steps fused (28), or Transformer Engine&apos;s kernel on the BF16 logits (6, as Megatron-Bridge&apos;s recipes run)</source>
        <translation>输出层之后损失如何遍历 logits：在 FP32 logits 上逐个内核执行（Megatron-Core 的默认值，每个 logit 52 字节）、同样的步骤融合执行（28 字节），或 Transformer Engine 在 BF16 logits 上的内核（6 字节，如 Megatron-Bridge 的配方所用）</translation>
    </message>
</context>
<context>
    <name>TrainingOverlapFields</name>
    <message>
        <source>DP during backward</source>
        <translation>DP 与反向传播重叠</translation>
    </message>
    <message>
        <source>TP behind GEMMs</source>
        <translation>TP 隐藏在 GEMM 之后</translation>
    </message>
</context>
<context>
    <name>TrainingTextField</name>
    <message>
        <source>Even split, or layers per virtual stage: 4*15,1</source>
        <translation>均匀划分，或每个虚拟阶段的层数：4*15,1</translation>
    </message>
</context>
<context>
    <name>TrainingView</name>
    <message>
        <source>Training job</source>
        <translation>训练作业</translation>
    </message>
    <message>
        <source>The design saves no training jobs. Add them under &quot;training_jobs&quot; in the design file, or with scalescope train.</source>
        <translation>该设计没有保存训练作业。可在设计文件的 &quot;training_jobs&quot; 下添加，或使用 scalescope train。</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>A new job, a copy of this one placed on the GPUs left free</source>
        <translation>新建作业：复制此作业，放置到剩余空闲的 GPU 上</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Fidelity</source>
        <translation>保真度</translation>
    </message>
    <message>
        <source>Analytic</source>
        <translation>解析</translation>
    </message>
    <message>
        <source>Flow: groups share links</source>
        <translation>Flow：各组共享链路</translation>
    </message>
    <message>
        <source>Flow runs every group of a kind at once on one network, sharing links; slower to compute</source>
        <translation>Flow 在同一网络上同时运行同类的所有组，共享链路；计算更慢</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Search the configurations</source>
        <translation>搜索配置</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message>
        <source>Search…</source>
        <translation>搜索…</translation>
    </message>
    <message>
        <source>Every valid TP, PP, VPP, DP, CP, EP and micro-batch for this model on this job&apos;s GPUs, timed analytically</source>
        <translation>在此作业的 GPU 上，对此模型所有有效的 TP、PP、VPP、DP、CP、EP 和微批次组合进行解析计时</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Set this job&apos;s degrees, micro-batch and rank order (%1) to these</source>
        <translation>将此作业的并行度、微批次和 rank 顺序（%1）设为这些值</translation>
    </message>
    <message>
        <source>One iteration</source>
        <translation>一次迭代</translation>
    </message>
    <message>
        <source>Iteration</source>
        <translation>迭代</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Token/s</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Model FLOPs (as Megatron-LM counts them) over the GPUs&apos; dense peak</source>
        <translation>模型 FLOPs（按 Megatron-LM 的计法）除以 GPU 的稠密峰值</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>%1 x %2, %3 micro-batches</source>
        <translation>%1 x %2，%3 个微批次</translation>
    </message>
    <message>
        <source>On the canvas</source>
        <translation>画布上</translation>
    </message>
    <message>
        <source>Colour by</source>
        <translation>着色依据</translation>
    </message>
    <message>
        <source>TP group</source>
        <translation>TP 组</translation>
    </message>
    <message>
        <source>DP group</source>
        <translation>DP 组</translation>
    </message>
    <message>
        <source>Pipeline stage</source>
        <translation>流水线阶段</translation>
    </message>
    <message>
        <source>Where the time goes</source>
        <translation>时间花在哪里</translation>
    </message>
    <message>
        <source>%1: %2 GB</source>
        <translation>%1：%2 GB</translation>
    </message>
    <message>
        <source>EP group</source>
        <translation>EP 组</translation>
    </message>
    <message>
        <source>Rates</source>
        <translation>速率</translation>
    </message>
    <message>
        <source>The rates the compute ran at, both measured on this GPU</source>
        <translation>计算所用的速率，均在此 GPU 上实测</translation>
    </message>
    <message>
        <source>The rates the compute ran at; where this GPU has no measurement, the share of its rated rate measured on a similar GPU</source>
        <translation>计算所用的速率；此 GPU 无实测值时，按同类 GPU 实测占额定值的比例</translation>
    </message>
    <message>
        <source>The rates the compute ran at; products at this GPU&apos;s measured burst times the share of it a similar GPU sustains, and where this GPU has no measurement, the share of its rated rate measured on a similar GPU</source>
        <translation>计算所用的速率；矩阵乘按此 GPU 实测的短时峰值乘以同类 GPU 可持续保持的比例，此 GPU 无实测值时，按同类 GPU 实测占额定值的比例</translation>
    </message>
    <message>
        <source>Memory per GPU on stage %1 (of %2 GB HBM)</source>
        <translation>阶段 %1 上每 GPU 显存（共 %2 GB HBM）</translation>
    </message>
    <message>
        <source>%1%, %2 TFLOP/s per GPU</source>
        <translation>%1%，每 GPU %2 TFLOP/s</translation>
    </message>
    <message>
        <source>%1 ms, MFU %2%</source>
        <translation>%1 ms，MFU %2%</translation>
    </message>
    <message>
        <source>%1 ms (%2%)</source>
        <translation>%1 ms（%2%）</translation>
    </message>
</context>
<context>
    <name>UnsavedDialog</name>
    <message>
        <source>Save the design first?</source>
        <translation>先保存设计？</translation>
    </message>
    <message>
        <source>The design has changes that are not saved. Save them before you %1?</source>
        <translation>设计有未保存的修改。要在%1之前保存吗？</translation>
    </message>
    <message>
        <source>The design has changes that are not saved.</source>
        <translation>设计有未保存的修改。</translation>
    </message>
</context>
<context>
    <name>scalescope::gui::BaselineView</name>
    <message>
        <source>Run a job on the Traffic tab to see it on both designs</source>
        <translation>在“流量”标签页运行一个作业，即可在两个设计上看到它</translation>
    </message>
    <message>
        <source>At analytic fidelity there is no heatmap: run the job at flow fidelity to see both</source>
        <translation>analytic 精度没有热力图：以 flow 精度运行作业即可看到两边的热力图</translation>
    </message>
</context>
<context>
    <name>scalescope::gui::BomSession</name>
    <message>
        <source>The bill of materials is not ready yet.</source>
        <translation>物料清单尚未就绪。</translation>
    </message>
    <message>
        <source>Systems and devices</source>
        <translation>系统和设备</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Cables, by kind and reach</source>
        <translation>线缆，按类型和长度</translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>%1 in all</source>
        <translation>共 %1</translation>
    </message>
    <message>
        <source>no GPUs</source>
        <translation>无 GPU</translation>
    </message>
    <message>
        <source>Power, typical</source>
        <translation>功耗，典型值</translation>
    </message>
    <message>
        <source>the maximum where no typical figure is published</source>
        <translation>未公布典型值处取最大值</translation>
    </message>
    <message>
        <source>Power, maximum</source>
        <translation>功耗，最大值</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>US dollars, estimates</source>
        <translation>美元，估算值</translation>
    </message>
    <message>
        <source>Cost per GPU</source>
        <translation>每 GPU 成本</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 个 GPU</translation>
    </message>
    <message>
        <source>%1 typical, %2 max · %3</source>
        <translation>典型 %1，最大 %2 · %3</translation>
    </message>
    <message>
        <source>Cost and power %1</source>
        <translation>成本和功耗 %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>No price in the catalog, so left out of the cost: %1.</source>
        <translation>目录中没有价格，未计入成本：%1。</translation>
    </message>
    <message>
        <source>No power figure in the catalog, so left out of the power: %1.</source>
        <translation>目录中没有功耗数据，未计入功耗：%1。</translation>
    </message>
    <message>
        <source>No typical power published, so the maximum counts as typical: %1.</source>
        <translation>未公布典型功耗，以最大值作为典型值：%1。</translation>
    </message>
    <message>
        <source>Prices are estimates (list or street prices where published, otherwise press and analysts&apos; estimates); rest the pointer on an item for its source and date. A price list of your own in the design&apos;s catalog section replaces them.</source>
        <translation>价格为估算值（有公开价格时取目录价或市场价，否则取媒体和分析师的估计）；将指针停在条目上可查看来源和日期。设计的 catalog 部分中自己的价格表会替换这些价格。</translation>
    </message>
</context>
<context>
    <name>scalescope::gui::ComparisonSession</name>
    <message>
        <source>Duplicate as variant</source>
        <translation>复制为变体</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>基线</translation>
    </message>
    <message>
        <source>This design</source>
        <translation>本设计</translation>
    </message>
</context>
<context>
    <name>scalescope::gui::DesignClipboard</name>
    <message>
        <source>Paste %1</source>
        <translation>粘贴 %1</translation>
    </message>
</context>
<context>
    <name>scalescope::gui::DesignDocument</name>
    <message>
        <source>new design</source>
        <translation>新设计</translation>
    </message>
    <message>
        <source>Out of memory while loading %1: it needs more memory than is available. The design that was open is kept.</source>
        <translation>加载 %1 时内存不足：所需内存超过可用内存。已保留原先打开的设计。</translation>
    </message>
    <message>
        <source>Choose where to save the design (Save As).</source>
        <translation>请选择保存设计的位置（另存为）。</translation>
    </message>
</context>
<context>
    <name>scalescope::gui::DesignEditing</name>
    <message>
        <source>Type the %1 hosts of %2 %3 adapters as %4</source>
        <translation>将具有 %2 个 %3 适配器的 %1 台主机指定为 %4</translation>
    </message>
    <message>
        <source>Type %1 hosts as %2</source>
        <translation>将 %1 台主机指定为 %2</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>删除 %1</translation>
    </message>
    <message>
        <source>Delete %1 devices</source>
        <translation>删除 %1 台设备</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>添加 %1</translation>
    </message>
    <message>
        <source>Cable %1 to %2</source>
        <translation>将 %1 连接到 %2</translation>
    </message>
    <message>
        <source>Cannot cable %1 to %2: %3</source>
        <translation>无法将 %1 连接到 %2：%3</translation>
    </message>
    <message>
        <source>The link&apos;s bandwidth %1</source>
        <translation>链路带宽 %1</translation>
    </message>
    <message>
        <source>Set %1 port %2 to %3</source>
        <translation>将 %1 端口 %2 设为 %3</translation>
    </message>
    <message>
        <source>Only a generated design has a compute NIC rate to change</source>
        <translation>只有生成的设计才有可修改的计算网卡速率</translation>
    </message>
    <message>
        <source>The compute NICs&apos; rate %1</source>
        <translation>计算网卡速率 %1</translation>
    </message>
    <message>
        <source>Compute NICs at %1: the fabric keeps its switches</source>
        <translation>计算网卡改为 %1：网络保留原有交换机</translation>
    </message>
    <message>
        <source>Compute NICs at %1: fabric regenerated, %2</source>
        <translation>计算网卡改为 %1：网络已重新生成，%2</translation>
    </message>
    <message>
        <source>Cannot make the compute NICs %1: %2</source>
        <translation>无法将计算网卡改为 %1：%2</translation>
    </message>
    <message>
        <source>no device is selected</source>
        <translation>未选择设备</translation>
    </message>
    <message>
        <source>Set %1 of %2 to %3</source>
        <translation>将 %2 的 %1 设为 %3</translation>
    </message>
    <message>
        <source>Cannot set %1 of %2: %3</source>
        <translation>无法设置 %2 的 %1：%3</translation>
    </message>
    <message>
        <source>The job cannot be saved: %1</source>
        <translation>无法保存作业：%1</translation>
    </message>
    <message>
        <source>Save job %1</source>
        <translation>保存作业 %1</translation>
    </message>
    <message>
        <source>The training job cannot be saved: %1</source>
        <translation>无法保存训练作业：%1</translation>
    </message>
    <message>
        <source>Save training job %1</source>
        <translation>保存训练作业 %1</translation>
    </message>
    <message>
        <source>The training job cannot be deleted: %1</source>
        <translation>无法删除训练作业：%1</translation>
    </message>
    <message>
        <source>Delete training job %1</source>
        <translation>删除训练作业 %1</translation>
    </message>
    <message>
        <source>%1 (leaf)</source>
        <translation>%1（Leaf）</translation>
    </message>
    <message>
        <source>%1 (spine)</source>
        <translation>%1（Spine）</translation>
    </message>
    <message>
        <source>Systems</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>InfiniBand switches</source>
        <translation>InfiniBand 交换机</translation>
    </message>
    <message>
        <source>Ethernet switches</source>
        <translation>以太网交换机</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
</context>
<context>
    <name>scalescope::gui::DesignSummary</name>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>rack</source>
        <translation>个机柜</translation>
    </message>
    <message>
        <source>racks</source>
        <translation>个机柜</translation>
    </message>
    <message>
        <source>compute node</source>
        <translation>个计算节点</translation>
    </message>
    <message>
        <source>compute nodes</source>
        <translation>个计算节点</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>NVSwitch chips</source>
        <translation>NVSwitch 芯片</translation>
    </message>
    <message>
        <source>NICs</source>
        <translation>网卡</translation>
    </message>
    <message>
        <source>%1 on the compute fabric</source>
        <translation>计算网络上 %1 块</translation>
    </message>
    <message>
        <source>Scale-out network</source>
        <translation>Scale-out 网络</translation>
    </message>
    <message>
        <source>RoCE</source>
        <translation>RoCE</translation>
    </message>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>v2: Ethernet, routed over UDP/IP</source>
        <translation>v2：以太网，经 UDP/IP 路由</translation>
    </message>
    <message>
        <source>v1: Ethernet, one L2 subnet per leaf</source>
        <translation>v1：以太网，每个 Leaf 一个二层子网</translation>
    </message>
    <message>
        <source>RoCE switches</source>
        <translation>RoCE 交换机</translation>
    </message>
    <message>
        <source>InfiniBand switches</source>
        <translation>InfiniBand 交换机</translation>
    </message>
    <message>
        <source>%1 leaf, %2 spine, %3 core</source>
        <translation>Leaf %1 台，Spine %2 台，核心 %3 台</translation>
    </message>
    <message>
        <source>Ethernet switches</source>
        <translation>以太网交换机</translation>
    </message>
    <message>
        <source>storage and management</source>
        <translation>存储和管理</translation>
    </message>
    <message>
        <source>Storage servers</source>
        <translation>存储服务器</translation>
    </message>
    <message>
        <source>NVLink bandwidth</source>
        <translation>NVLink 带宽</translation>
    </message>
    <message>
        <source>all GPUs, both directions</source>
        <translation>全部 GPU，双向</translation>
    </message>
    <message>
        <source>Scale-out bandwidth</source>
        <translation>Scale-out 带宽</translation>
    </message>
    <message>
        <source>%1, both directions</source>
        <translation>%1，双向</translation>
    </message>
    <message>
        <source>%1, %2 compute fabric, %3 at %4</source>
        <translation>%1，%2 计算网络，%3 速率 %4</translation>
    </message>
    <message>
        <source>%1 GPUs, %2 devices, %3 links</source>
        <translation>%1 个 GPU，%2 台设备，%3 条链路</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>Two counts listed: &quot;16 racks, 64 compute nodes&quot;.</extracomment>
        <translation>%1，%2</translation>
    </message>
</context>
<context>
    <name>scalescope::gui::DocumentFiles</name>
    <message>
        <source>make a new design</source>
        <translation>新建设计</translation>
    </message>
    <message>
        <source>open %1</source>
        <translation>打开 %1</translation>
    </message>
    <message>
        <source>import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>close the window</source>
        <translation>关闭窗口</translation>
    </message>
</context>
<context>
    <name>scalescope::gui::DocumentRecovery</name>
    <message>
        <source>untitled design</source>
        <translation>未命名设计</translation>
    </message>
    <message>
        <source>an untitled design</source>
        <translation>一个未命名设计</translation>
    </message>
    <message>
        <source>open the recovered copy of %1</source>
        <translation>打开 %1 的恢复副本</translation>
    </message>
</context>
<context>
    <name>scalescope::gui::ExportController</name>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1 文件 (*.%2)</translation>
    </message>
    <message>
        <source>As the canvas: every device unless too small</source>
        <translation>与画布一致：除非太小，否则显示每台设备</translation>
    </message>
    <message>
        <source>Every device and link</source>
        <translation>每台设备和每条链路</translation>
    </message>
    <message>
        <source>Racks as blocks, links bundled</source>
        <translation>机柜显示为方块，链路捆绑</translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation>%1 × %2 像素</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a format this program can export</source>
        <translation>“%1”不是本程序可以导出的格式</translation>
    </message>
    <message>
        <source>There is no design to export.</source>
        <translation>没有可导出的设计。</translation>
    </message>
    <message>
        <source>Choose a file to export to.</source>
        <translation>请选择要导出到的文件。</translation>
    </message>
    <message>
        <source>SVG (vector, text stays text)</source>
        <translation>SVG（矢量，文字保持为文字）</translation>
    </message>
    <message>
        <source>PDF (vector, text stays text)</source>
        <translation>PDF（矢量，文字保持为文字）</translation>
    </message>
    <message>
        <source>PNG (image)</source>
        <translation>PNG（图像）</translation>
    </message>
    <message>
        <source>DOT (Graphviz)</source>
        <translation>DOT（Graphviz）</translation>
    </message>
    <message>
        <source>draw.io (positions kept)</source>
        <translation>draw.io（保留位置）</translation>
    </message>
</context>
<context>
    <name>scalescope::gui::FailureEditing</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Mark %1 failed</source>
        <translation>将 %1 标记为故障</translation>
    </message>
    <message>
        <source>Mark %1 devices failed</source>
        <translation>将 %1 台设备标记为故障</translation>
    </message>
    <message>
        <source>Mark link %1 failed</source>
        <translation>将链路 %1 标记为故障</translation>
    </message>
    <message>
        <source>no link is chosen</source>
        <translation>未选择链路</translation>
    </message>
    <message>
        <source>the link runs at %1: a degraded link runs slower</source>
        <translation>该链路速率为 %1：降级链路的速率必须更低</translation>
    </message>
    <message>
        <source>Cannot degrade link %1: %2</source>
        <translation>无法降级链路 %1：%2</translation>
    </message>
    <message>
        <source>Mark link %1 degraded to %2</source>
        <translation>将链路 %1 标记为降级到 %2</translation>
    </message>
    <message>
        <source>Clear the mark of %1</source>
        <translation>清除 %1 的标记</translation>
    </message>
    <message>
        <source>Failures on</source>
        <translation>启用故障标记</translation>
    </message>
    <message>
        <source>Failures off</source>
        <translation>停用故障标记</translation>
    </message>
    <message>
        <source>Clear all failure marks</source>
        <translation>清除全部故障标记</translation>
    </message>
    <message>
        <source> (failures off)</source>
        <translation>（故障已停用）</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>failed with %1 %2</source>
        <translation>随 %1 %2 一起故障</translation>
    </message>
    <message>
        <source>lost with %1</source>
        <translation>随 %1 一起丢失</translation>
    </message>
    <message>
        <source>the link has 1 lane: a degraded link keeps fewer</source>
        <translation>该链路只有 1 条通道：降级链路保留的通道数必须更少</translation>
    </message>
    <message>
        <source>the link has %1 lanes: a degraded link keeps fewer</source>
        <translation>该链路有 %1 条通道：降级链路保留的通道数必须更少</translation>
    </message>
</context>
<context>
    <name>scalescope::gui::MoveEditing</name>
    <message>
        <source>Move %1</source>
        <translation>移动 %1</translation>
    </message>
    <message>
        <source>Move %1 items</source>
        <translation>移动 %1 项</translation>
    </message>
    <message>
        <source>Nudge %1 items</source>
        <translation>微移 %1 项</translation>
    </message>
</context>
<context>
    <name>scalescope::gui::StorySession</name>
    <message>
        <source>Scene %1</source>
        <translation>场景 %1</translation>
    </message>
    <message>
        <source>No design is open.</source>
        <translation>没有打开的设计。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Add story %1</source>
        <translation>添加故事 %1</translation>
    </message>
    <message>
        <source>There is no story %1.</source>
        <translation>没有故事 %1。</translation>
    </message>
    <message>
        <source>Rename story %1</source>
        <translation>重命名故事 %1</translation>
    </message>
    <message>
        <source>Delete story %1</source>
        <translation>删除故事 %1</translation>
    </message>
    <message>
        <source>Story</source>
        <translation>故事</translation>
    </message>
    <message>
        <source>Record scene %1 of %2</source>
        <translation>录制场景 %1 / %2</translation>
    </message>
    <message>
        <source>There is no scene %1.</source>
        <translation>没有场景 %1。</translation>
    </message>
    <message>
        <source>Record scene %1 of %2 again</source>
        <translation>重新录制场景 %1 / %2</translation>
    </message>
    <message>
        <source>Move scene %1 of %2</source>
        <translation>移动场景 %1 / %2</translation>
    </message>
    <message>
        <source>Rename scene %1 of %2</source>
        <translation>重命名场景 %1 / %2</translation>
    </message>
    <message>
        <source>Change the caption of scene %1 of %2</source>
        <translation>修改场景 %1 / %2 的说明</translation>
    </message>
    <message>
        <source>Delete scene %1 of %2</source>
        <translation>删除场景 %1 / %2</translation>
    </message>
    <message>
        <source>Change the title and caption of scene %1 of %2</source>
        <translation>修改场景 %1 / %2 的标题和说明</translation>
    </message>
    <message>
        <source>The story has no scenes to play: record one first.</source>
        <translation>该故事没有可播放的场景：请先录制一个。</translation>
    </message>
    <message>
        <source>open the lesson %1</source>
        <translation>打开课程 %1</translation>
    </message>
    <message>
        <source>%1 holds no story to play.</source>
        <translation>%1 中没有可播放的故事。</translation>
    </message>
    <message>
        <source>The program holds no file %1.</source>
        <translation>程序中没有文件 %1。</translation>
    </message>
    <message>
        <source>%1 could not be opened.</source>
        <translation>无法打开 %1。</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>show scene %1, which shows %2</source>
        <translation>显示第 %1 个场景（它显示 %2）</translation>
    </message>
</context>
<context>
    <name>scalescope::gui::TrafficResult</name>
    <message>
        <source>%1 for the same algorithm (%2% against the flow)</source>
        <translation>同一算法 %1（相对 flow 模拟 %2%）</translation>
    </message>
    <message>
        <source>; it holds the bytes to NCCL&apos;s per-channel ceiling, %1 GB/s of bus bandwidth, a constant of NCCL&apos;s tuner rather than a link, which the flow does not apply</source>
        <translation>；它把字节传输限制在 NCCL 的每通道上限，即 %1 GB/s 的总线带宽：这是 NCCL 调优器的常数而非链路，flow 模拟不采用它</translation>
    </message>
</context>
<context>
    <name>scalescope::gui::TrafficSession</name>
    <message>
        <source>GPUs: %1</source>
        <translation>GPU：%1</translation>
    </message>
    <message>
        <source>%1. The budget is half of this machine&apos;s memory, or SCALESCOPE_MEMORY_BUDGET (such as 16G) when the program starts.</source>
        <translation>%1。预算为本机内存的一半，或程序启动时的 SCALESCOPE_MEMORY_BUDGET（如 16G）。</translation>
    </message>
    <message>
        <source> (failures on: %1; GPUs &quot;all&quot; runs on the GPUs that survive)</source>
        <translation>（已启用故障：%1；GPU 为 &quot;all&quot; 时在幸存的 GPU 上运行）</translation>
    </message>
    <message>
        <source>No job can run here: this design has no GPUs (an imported fabric knows its hosts&apos; adapters, not what is inside the hosts).</source>
        <translation>此处无法运行作业：该设计没有 GPU（导入的网络只知道主机的适配器，不知道主机内部的情况）。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a collective</source>
        <translation>“%1”不是集合通信操作</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a size: write it like 8, 32K, 512M or 1G</source>
        <translation>“%1”不是数据量：请写成 8、32K、512M 或 1G 的形式</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an algorithm</source>
        <translation>“%1”不是算法</translation>
    </message>
    <message>
        <source>fidelity is analytic or flow</source>
        <translation>保真度为 analytic 或 flow</translation>
    </message>
</context>
<context>
    <name>scalescope::gui::TrainingSession</name>
    <message>
        <source>%1: no communication</source>
        <translation>%1：无通信</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Working out the iteration&apos;s link loads…</source>
        <translation>正在计算迭代的链路负载…</translation>
    </message>
    <message>
        <source>No link loads: %1</source>
        <translation>无链路负载：%1</translation>
    </message>
    <message>
        <source>Link loads: the job does not communicate (one GPU)</source>
        <translation>链路负载：该作业没有通信（单个 GPU）</translation>
    </message>
    <message>
        <source>Link loads of the iteration&apos;s %1, each at its busiest collective (click the Gantt chart for one moment)</source>
        <translation>迭代中 %1 的链路负载，各取其最繁忙的集合通信（单击甘特图可查看某一时刻）</translation>
    </message>
    <message>
        <source>Link loads at %1 ms: no communication under way</source>
        <translation>%1 ms 时的链路负载：无进行中的通信</translation>
    </message>
    <message>
        <source>Link loads at %1 ms: %2</source>
        <translation>%1 ms 时的链路负载：%2</translation>
    </message>
    <message>
        <source>this job does not use it</source>
        <translation>此作业不使用它</translation>
    </message>
    <message>
        <source>%1 of the line rate while each runs</source>
        <translation>各自运行时为线速的 %1</translation>
    </message>
    <message>
        <source>a colour per pipeline stage (%1 stages)</source>
        <translation>每个流水线阶段一种颜色（%1 个阶段）</translation>
    </message>
    <message>
        <source>a colour per DP group (%1 groups)</source>
        <translation>每个 DP 组一种颜色（%1 个组）</translation>
    </message>
    <message>
        <source>a colour per TP group (%1 groups)</source>
        <translation>每个 TP 组一种颜色（%1 个组）</translation>
    </message>
    <message>
        <source>Job&apos;s %1 GPUs: %2</source>
        <translation>作业的 %1 个 GPU：%2</translation>
    </message>
    <message>
        <source>, colours repeat after %1</source>
        <translation>，%1 种之后颜色重复</translation>
    </message>
    <message>
        <source>; grey: %1 GPUs of other jobs</source>
        <translation>；灰色：其他作业的 %1 个 GPU</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message>
        <source>TP %1 PP %2</source>
        <translation>TP %1 PP %2</translation>
    </message>
    <message>
        <source> DP %1</source>
        <translation> DP %1</translation>
    </message>
    <message>
        <source> CP %1</source>
        <translation> CP %1</translation>
    </message>
    <message>
        <source> EP %1</source>
        <translation> EP %1</translation>
    </message>
    <message>
        <source> mb %1</source>
        <translation> mb %1</translation>
    </message>
    <message>
        <source>Stage %1</source>
        <translation>阶段 %1</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Found before the last edit of the design: search again for results on it.</source>
        <translation>这些结果是在上次编辑设计之前找到的：请重新搜索以得到当前设计的结果。</translation>
    </message>
    <message>
        <source>; free GPUs as drawn. Zoomed out, a strip at the foot of each rack or unit holding the job shows its share of the GPUs there.</source>
        <translation>；空闲 GPU 按原样绘制。缩小时，含有该作业的每个机柜或单元底部的色条显示其在该处 GPU 中所占的份额。</translation>
    </message>
    <message>
        <source>Activations in host memory</source>
        <translation>主机内存中的激活</translation>
    </message>
    <message>
        <source>a colour per EP group (%1 groups)</source>
        <translation>每个 EP 组一种颜色（%1 个组）</translation>
    </message>
    <message>
        <source>In all</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>CP</source>
        <translation>CP</translation>
    </message>
    <message>
        <source>EP</source>
        <translation>EP</translation>
    </message>
    <message>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <source>Bubble</source>
        <translation>气泡</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <source>%1 %2%</source>
        <translation>%1 %2%</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 ms of %2 ms</source>
        <translation>%1 ms / %2 ms</translation>
    </message>
    <message>
        <source>%1 TFLOP/s products, %2 TB/s memory</source>
        <translation>矩阵乘法 %1 TFLOP/s，内存 %2 TB/s</translation>
    </message>
</context>
</TS>
