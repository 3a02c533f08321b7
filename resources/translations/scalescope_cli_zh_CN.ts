<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>scalescope-cli</name>
    <message>
        <source>scalescope: SCALESCOPE_CATALOG names a catalog that cannot be used:</source>
        <translation>scalescope：SCALESCOPE_CATALOG 指定的硬件目录文件无法使用：</translation>
    </message>
    <message>
        <source>scalescope: out of memory while reading the catalog files SCALESCOPE_CATALOG names</source>
        <translation>scalescope：读取 SCALESCOPE_CATALOG 指定的硬件目录文件时内存不足</translation>
    </message>
    <message>
        <source>scalescope: this build has no desktop program; see &apos;scalescope --help&apos;</source>
        <translation>scalescope：此构建不含桌面程序；参见 &apos;scalescope --help&apos;</translation>
    </message>
    <message>
        <source>%1 is given twice</source>
        <translation>%1 给出了两次</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 需要一个值</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>未知选项 %1</translation>
    </message>
    <message>
        <source>%1 takes a whole number from %2 to %3, not &quot;%4&quot;</source>
        <translation>%1 的取值须为 %2 到 %3 之间的整数，而不是 &quot;%4&quot;</translation>
    </message>
    <message>
        <source>%1 takes a number from %2 to %3, not &quot;%4&quot;</source>
        <translation>%1 的取值须为 %2 到 %3 之间的数，而不是 &quot;%4&quot;</translation>
    </message>
    <message>
        <source>give one design FILE or --preset, not both</source>
        <translation>请给出一个设计文件 FILE 或 --preset，不能两者都给</translation>
    </message>
    <message>
        <source>bom needs a design FILE or --preset NAME</source>
        <translation>bom 需要一个设计文件 FILE 或 --preset NAME</translation>
    </message>
    <message>
        <source>give --json or --csv, not both</source>
        <translation>请给出 --json 或 --csv，不能两者都给</translation>
    </message>
    <message>
        <source>%1 takes exactly one FILE</source>
        <translation>%1 只接受一个 FILE</translation>
    </message>
    <message>
        <source>%1 takes no arguments</source>
        <translation>%1 不接受参数</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>多余的参数 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 needs -o FILE</source>
        <translation>%1 需要 -o FILE</translation>
    </message>
    <message>
        <source>import needs a FILE to read</source>
        <translation>import 需要一个要读取的文件 FILE</translation>
    </message>
    <message>
        <source>--from takes nccl-xml, topo-m, ibnetdiscover or astra-sim, not &quot;%1&quot;</source>
        <translation>--from 的取值为 nccl-xml、topo-m、ibnetdiscover 或 astra-sim，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no device is named &quot;%1&quot;</source>
        <translation>没有名为 &quot;%1&quot; 的设备</translation>
    </message>
    <message>
        <source>--path takes two GPUs: A,B</source>
        <translation>--path 需要两个 GPU：A,B</translation>
    </message>
    <message>
        <source>help takes at most one COMMAND</source>
        <translation>help 最多接受一个 COMMAND</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;</source>
        <translation>未知命令 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>gui-bench needs the desktop program, which this build does not have</source>
        <translation>gui-bench 需要桌面程序，而此构建不含桌面程序</translation>
    </message>
    <message>
        <source>%1 has no help text</source>
        <translation>%1 没有帮助文本</translation>
    </message>
    <message>
        <source>Try &apos;scalescope %1--help&apos;.</source>
        <translation>运行 &apos;scalescope %1--help&apos; 查看用法。</translation>
    </message>
    <message>
        <source>out of memory while running &quot;%1&quot;: it needs more memory than is available</source>
        <translation>运行 &quot;%1&quot; 时内存不足：所需内存超过了可用内存</translation>
    </message>
    <message>
        <source>--routing takes ecmp (static per-flow hash) or adaptive (spread over every equal-cost path), not &quot;%1&quot;</source>
        <translation>--routing 的取值为 ecmp（按流静态哈希）或 adaptive（分散到所有等价路径），而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--preset NAME is required (see &apos;scalescope presets&apos;)</source>
        <translation>必须给出 --preset NAME（参见 &apos;scalescope presets&apos;）</translation>
    </message>
    <message>
        <source>unknown preset &quot;%1&quot; (known: %2)</source>
        <translation>未知预设 &quot;%1&quot;（已知：%2）</translation>
    </message>
    <message>
        <source>%1 is counted in racks: use --racks N</source>
        <translation>%1 按机柜计数：请用 --racks N</translation>
    </message>
    <message>
        <source>%1 is counted in nodes: use --nodes N</source>
        <translation>%1 按节点计数：请用 --nodes N</translation>
    </message>
    <message>
        <source>--fabric takes rail-optimized or fat-tree, not &quot;%1&quot;</source>
        <translation>--fabric 的取值为 rail-optimized 或 fat-tree，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--nic takes a line rate such as 200G, 400G or 800G, not &quot;%1&quot;</source>
        <translation>--nic 的取值为线速率，如 200G、400G 或 800G，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--network takes infiniband, roce (RoCE v2) or roce-v1, not &quot;%1&quot;</source>
        <translation>--network 的取值为 infiniband、roce（RoCE v2）或 roce-v1，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--ib-switch names an InfiniBand fabric&apos;s switch: on --network %1 give an Ethernet one with --eth-switch</source>
        <translation>--ib-switch 指定的是 InfiniBand 网络的交换机：在 --network %1 上请用 --eth-switch 指定以太网交换机</translation>
    </message>
    <message>
        <source>--eth-switch names a RoCE fabric&apos;s switch: add --network roce or roce-v1</source>
        <translation>--eth-switch 指定的是 RoCE 网络的交换机：请加上 --network roce 或 roce-v1</translation>
    </message>
    <message>
        <source>%1 takes a catalog Ethernet switch such as SN5600, SN5400 or SN4700, not &quot;%2&quot;</source>
        <translation>%1 的取值为硬件目录中的以太网交换机，如 SN5600、SN5400 或 SN4700，而不是 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1 takes a catalog InfiniBand switch such as QM9700 or Q3400, not &quot;%2&quot;</source>
        <translation>%1 的取值为硬件目录中的 InfiniBand 交换机，如 QM9700 或 Q3400，而不是 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1 goes with %2</source>
        <translation>%1 须与 %2 一起使用</translation>
    </message>
    <message>
        <source>%1 takes %2, not &quot;%3&quot;</source>
        <translation>%1 的取值为 %2，而不是 &quot;%3&quot;</translation>
    </message>
    <message>
        <source>--collective needs --size, such as 8, 32K, 512M or 1G</source>
        <translation>--collective 需要 --size，如 8、32K、512M 或 1G</translation>
    </message>
    <message>
        <source>analytic or flow</source>
        <translation>analytic 或 flow</translation>
    </message>
    <message>
        <source>%1: no model is named &quot;%2&quot; (scalescope models lists them)</source>
        <translation>%1：没有名为 &quot;%2&quot; 的模型（scalescope models 会列出它们）</translation>
    </message>
    <message>
        <source>compare takes two design files, A and B</source>
        <translation>compare 需要两个设计文件 A 和 B</translation>
    </message>
    <message>
        <source>%1 applies to --format %2, not %3</source>
        <translation>%1 仅用于 --format %2，不能用于 %3</translation>
    </message>
    <message>
        <source>no node or compute tray holds GPUs (the design has %1 groups and %2 GPUs); NCCL describes the GPUs of one node</source>
        <translation>没有节点或计算托盘带有 GPU（设计中有 %1 个组、%2 个 GPU）；NCCL 描述的是一个节点的 GPU</translation>
    </message>
    <message>
        <source>--node &quot;%1&quot; is not a node or tray with GPUs; nodes with GPUs: %2</source>
        <translation>--node &quot;%1&quot; 不是带 GPU 的节点或托盘；带 GPU 的节点：%2</translation>
    </message>
    <message>
        <source>--node &quot;%1&quot; is not in the design; nodes with GPUs: %2</source>
        <translation>--node &quot;%1&quot; 不在设计中；带 GPU 的节点：%2</translation>
    </message>
    <message>
        <source>--format astra-sim writes two files (network and system); -o - cannot hold them</source>
        <translation>--format astra-sim 写出两个文件（网络和系统）；-o - 放不下它们</translation>
    </message>
    <message>
        <source>--format %1 is binary; -o - writes it only when standard output is a pipe or a file, not a terminal</source>
        <translation>--format %1 是二进制格式；只有标准输出是管道或文件而非终端时，-o - 才会写出它</translation>
    </message>
    <message>
        <source>--time takes a simulated time with its unit (s, ms, us, µs, ns), such as 250us, not &quot;%1&quot;</source>
        <translation>--time 的取值为带单位（s、ms、us、µs、ns）的模拟时间，如 250us，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>export needs --format %1</source>
        <translation>export 需要 --format %1</translation>
    </message>
    <message>
        <source>give -o or --output, not both</source>
        <translation>请给出 -o 或 --output，不能两者都给</translation>
    </message>
    <message>
        <source>export needs -o OUT (- for standard output)</source>
        <translation>export 需要 -o OUT（- 表示标准输出）</translation>
    </message>
    <message>
        <source>this build cannot draw diagrams (built without the desktop program)</source>
        <translation>此构建无法绘制图表（构建时未包含桌面程序）</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot;: an empty name in the list</source>
        <translation>%1 &quot;%2&quot;：列表中有一个空名称</translation>
    </message>
    <message>
        <source>--degrade &quot;%1&quot;: expected LINK=RATE, such as node0/nic0--ib/leaf-0=200Gb/s</source>
        <translation>--degrade &quot;%1&quot;：应为 LINK=RATE，如 node0/nic0--ib/leaf-0=200Gb/s</translation>
    </message>
    <message>
        <source>--degrade &quot;%1&quot;: &quot;%2&quot; is not a rate such as 200Gb/s or a lane count such as &quot;2 lanes&quot;</source>
        <translation>--degrade &quot;%1&quot;：&quot;%2&quot; 既不是速率（如 200Gb/s），也不是通道数（如 &quot;2 lanes&quot;）</translation>
    </message>
    <message>
        <source>--fail-random takes a count such as 4 or a share such as 5%, not &quot;%1&quot;</source>
        <translation>--fail-random 的取值为数量（如 4）或比例（如 5%），而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--fail-random needs --kind (%1)</source>
        <translation>--fail-random 需要 --kind（%1）</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is marked already in the design</source>
        <translation>%1：&quot;%2&quot; 已在设计中标记</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is marked already</source>
        <translation>%1：&quot;%2&quot; 已经标记过</translation>
    </message>
    <message>
        <source>--seed goes with --fail-random (or train&apos;s --placement random)</source>
        <translation>--seed 须与 --fail-random（或 train 的 --placement random）一起使用</translation>
    </message>
    <message>
        <source>impact takes one design FILE (its saved jobs are what it weighs)</source>
        <translation>impact 只接受一个设计文件 FILE（它评估的是其中保存的作业）</translation>
    </message>
    <message>
        <source>%1 saves no jobs (&quot;jobs&quot; or &quot;training_jobs&quot;): nothing to weigh</source>
        <translation>%1 未保存任何作业（&quot;jobs&quot; 或 &quot;training_jobs&quot;）：没有可评估的内容</translation>
    </message>
    <message>
        <source>no failure applies: give --fail, --degrade or --fail-random, or mark some in the design</source>
        <translation>没有适用的故障：请给出 --fail、--degrade 或 --fail-random，或在设计中标记故障</translation>
    </message>
    <message>
        <source>%1 takes a size such as 8G, 512M or none, not &quot;%2&quot;</source>
        <translation>%1 的取值为大小，如 8G、512M 或 none，而不是 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>the budget is --memory-budget SIZE, else %1, else half of this machine&apos;s memory</source>
        <translation>预算依次取 --memory-budget SIZE、%1，否则为本机内存的一半</translation>
    </message>
    <message>
        <source>models takes at most one FILE</source>
        <translation>models 最多接受一个 FILE</translation>
    </message>
    <message>
        <source>%1 %2 is the same file as the input %3; writing it would destroy what is read, so nothing was written</source>
        <translation>%1 %2 与输入文件 %3 是同一个文件；写入会破坏正在读取的内容，因此未写入任何文件</translation>
    </message>
    <message>
        <source>bf16 or fp8</source>
        <translation>bf16 或 fp8</translation>
    </message>
    <message>
        <source>none, selective or full</source>
        <translation>none、selective 或 full</translation>
    </message>
    <message>
        <source>plain, distributed-optimizer or fsdp</source>
        <translation>plain、distributed-optimizer 或 fsdp</translation>
    </message>
    <message>
        <source>place needs --gpus N (or a list of GPUs as --placement)</source>
        <translation>place 需要 --gpus N（或以 --placement 给出 GPU 列表）</translation>
    </message>
    <message>
        <source>--seed goes with --placement random</source>
        <translation>--seed 须与 --placement random 一起使用</translation>
    </message>
    <message>
        <source>the job %1</source>
        <translation>作业 %1</translation>
    </message>
    <message>
        <source>--collective %1 is required</source>
        <translation>必须给出 --collective %1</translation>
    </message>
    <message>
        <source>%1 (--fidelity analytic runs it; %2)</source>
        <translation>%1（--fidelity analytic 可以运行它；%2）</translation>
    </message>
    <message>
        <source>%1 takes a size such as 8, 32K, 512M or 8G, not &quot;%2&quot;</source>
        <translation>%1 的取值为大小，如 8、32K、512M 或 8G，而不是 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>--links takes a file: on standard output the timeline would mix with the report</source>
        <translation>--links 需要一个文件：写到标准输出时，时间线会与报告混在一起</translation>
    </message>
    <message>
        <source>--size is required (8, 32K, 512M, 8G)</source>
        <translation>必须给出 --size（8、32K、512M、8G）</translation>
    </message>
    <message>
        <source>--links needs --fidelity flow (the per-link timeline comes from the flow simulation)</source>
        <translation>--links 需要 --fidelity flow（逐链路时间线来自 flow 模拟）</translation>
    </message>
    <message>
        <source>--max must not be below --min</source>
        <translation>--max 不能小于 --min</translation>
    </message>
    <message>
        <source>1 is marked failed</source>
        <translation>1 个已标记为故障</translation>
    </message>
    <message>
        <source>%1 are marked failed</source>
        <translation>%1 个已标记为故障</translation>
    </message>
    <message>
        <source>, %1 taken (--exclude)</source>
        <translation>，%1 个已被占用（--exclude）</translation>
    </message>
    <message>
        <source>the job cannot run: it needs %1 GPUs but only %2 are free: %3%4 (--survivors runs it on the GPUs left)</source>
        <translation>作业无法运行：它需要 %1 个 GPU，但只有 %2 个空闲：%3%4（--survivors 会在剩余的 GPU 上运行它）</translation>
    </message>
    <message>
        <source>--model NAME is required (scalescope models lists them)</source>
        <translation>必须给出 --model NAME（scalescope models 会列出它们）</translation>
    </message>
    <message>
        <source>no model is named &quot;%1&quot;</source>
        <translation>没有名为 &quot;%1&quot; 的模型</translation>
    </message>
    <message>
        <source>job &quot;%1&quot; cannot be placed: %2</source>
        <translation>作业 &quot;%1&quot; 无法放置：%2</translation>
    </message>
    <message>
        <source>--job: %1 saves no training job named &quot;%2&quot;</source>
        <translation>--job：%1 未保存名为 &quot;%2&quot; 的训练作业</translation>
    </message>
    <message>
        <source>--jobs all: %1 saves no training jobs</source>
        <translation>--jobs all：%1 未保存任何训练作业</translation>
    </message>
    <message>
        <source>give --job NAME or --jobs all, not both</source>
        <translation>请给出 --job NAME 或 --jobs all，不能两者都给</translation>
    </message>
    <message>
        <source>--job and --jobs run the training jobs a design FILE saves; --model and --preset do not go with them</source>
        <translation>--job 和 --jobs 运行设计文件 FILE 中保存的训练作业；--model 和 --preset 不能与它们一起使用</translation>
    </message>
    <message>
        <source>--search chooses %1 itself; leave it out</source>
        <translation>--search 会自行选择 %1；请去掉它</translation>
    </message>
    <message>
        <source>no configuration of %1 runs on %2 GPUs (%3)</source>
        <translation>%1 的任何配置都无法在 %2 个 GPU 上运行（%3）</translation>
    </message>
    <message>
        <source>; the one that needs least memory: %1</source>
        <translation>；所需内存最少的配置：%1</translation>
    </message>
    <message>
        <source>job &quot;%1&quot; cannot run: %2</source>
        <translation>作业 &quot;%1&quot; 无法运行：%2</translation>
    </message>
    <message>
        <source>failures</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>at random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>%1 %2 of %3 (seed %4):</source>
        <translation>%3 个 %2 中的 %1 个（种子 %4）：</translation>
    </message>
    <message>
        <source>and %1 more (--json lists them all)</source>
        <translation>另有 %1 个（--json 列出全部）</translation>
    </message>
    <message>
        <source>%1: its NIC %2 failed; no NIC of its node is left, so it cannot reach the fabric</source>
        <translation>%1：其网卡 %2 故障；所在节点已无可用网卡，因此无法接入网络</translation>
    </message>
    <message>
        <source>%1: its NIC %2 failed; uses %3, as NCCL picks one among the NICs of its node left (no PCIe path joins them: the data crosses NVLink to a GPU beside that NIC first, as NCCL&apos;s PXN does)</source>
        <translation>%1：其网卡 %2 故障；改用 %3，NCCL 会在所在节点剩余的网卡中选一块（两者之间没有 PCIe 路径：数据先经 NVLink 到达该网卡旁的 GPU，即 NCCL 的 PXN 做法）</translation>
    </message>
    <message>
        <source>%1: its NIC %2 failed; uses %3, as NCCL picks one among the NICs of its node left (reached over PCIe; traffic to another rail still crosses NVLink first, PXN)</source>
        <translation>%1：其网卡 %2 故障；改用 %3，NCCL 会在所在节点剩余的网卡中选一块（经 PCIe 到达；去往另一 rail 的流量仍先经过 NVLink，即 PXN）</translation>
    </message>
    <message>
        <source>stages</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>pipelined: their latencies add; their bytes move at once, those of stages on the same links in turn</source>
        <translation>流水线执行：各阶段时延相加；数据同时传输，共用链路的阶段依次传输</translation>
    </message>
    <message>
        <source>latency %1 us  bytes %2 us</source>
        <translation>时延 %1 us  数据 %2 us</translation>
    </message>
    <message>
        <source>collisions</source>
        <translation>冲突</translation>
    </message>
    <message>
        <source>none: no link carries more connections than an even spread would put on it</source>
        <translation>无：没有链路承载的连接数超过均匀分布时的数量</translation>
    </message>
    <message>
        <source>%1 link directions carry more connections than an even spread (the busiest %2, up to %3 on one)</source>
        <translation>%1 个链路方向承载的连接数超过均匀分布（最繁忙的 %2 个，单个最多 %3 条）</translation>
    </message>
    <message>
        <source>adaptive</source>
        <translation>自适应</translation>
    </message>
    <message>
        <source>%1 us with adaptive routing: the collisions cost %2%</source>
        <translation>自适应路由下为 %1 us：冲突的代价为 %2%</translation>
    </message>
    <message>
        <source>routing</source>
        <translation>路由</translation>
    </message>
    <message>
        <source> (the design&apos;s)</source>
        <translation>（设计的）</translation>
    </message>
    <message>
        <source>; the analytic model spreads evenly (--fidelity flow shows collisions)</source>
        <translation>；解析模型按均匀分布计算（--fidelity flow 可显示冲突）</translation>
    </message>
    <message>
        <source>uplinks</source>
        <translation>上行链路</translation>
    </message>
    <message>
        <source>no traffic crossed a switch-to-switch link: routing changes nothing here</source>
        <translation>没有流量经过交换机之间的链路：路由在此不起作用</translation>
    </message>
    <message>
        <source>busiest %1: %2 GB, %3x the mean of the fabric&apos;s %4 switch-to-switch link directions (%5 idle)</source>
        <translation>最繁忙的 %1：%2 GB，是网络中 %4 个交换机间链路方向平均值的 %3 倍（%5 个空闲）</translation>
    </message>
    <message>
        <source>candidates</source>
        <translation>候选</translation>
    </message>
    <message>
        <source>%1 us  (latency %2 us)</source>
        <translation>%1 us  （时延 %2 us）</translation>
    </message>
    <message>
        <source>not applicable: %1</source>
        <translation>不适用：%1</translation>
    </message>
    <message>
        <source>NCCL builds %1</source>
        <translation>NCCL 构建 %1</translation>
    </message>
    <message>
        <source>, line rates (--ideal)</source>
        <translation>，线速（--ideal）</translation>
    </message>
    <message>
        <source>, without GPUDirect RDMA</source>
        <translation>，不使用 GPUDirect RDMA</translation>
    </message>
    <message>
        <source>, NVLS off</source>
        <translation>，关闭 NVLS</translation>
    </message>
    <message>
        <source>%1, %2 bytes, %3 GPUs in %4 NVLink domain (%5)</source>
        <translation>%1，%2 字节，%3 个 GPU，位于 %4 个 NVLink 域（%5）</translation>
    </message>
    <message>
        <source>%1, %2 bytes, %3 GPUs in %4 NVLink domains (%5)</source>
        <translation>%1，%2 字节，%3 个 GPU，位于 %4 个 NVLink 域（%5）</translation>
    </message>
    <message>
        <source>algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>bound</source>
        <translation>下界</translation>
    </message>
    <message>
        <source>%1 us (point-to-point bound at line rate; in-switch reduction, NVLS or SHARP, can beat it)</source>
        <translation>%1 us（按线速计算的点对点下界；交换机内归约，即 NVLS 或 SHARP，可以突破它）</translation>
    </message>
    <message>
        <source>cannot run: %1</source>
        <translation>无法运行：%1</translation>
    </message>
    <message>
        <source>%1 us, busbw %2 GB/s on %3 GPUs</source>
        <translation>%1 us，busbw %2 GB/s，%3 个 GPU</translation>
    </message>
    <message>
        <source>iteration %1 ms, %2 tokens/s, MFU %3% on %4 GPUs</source>
        <translation>迭代 %1 ms，%2 tokens/s，MFU %3%，%4 个 GPU</translation>
    </message>
    <message>
        <source>touched (%1)</source>
        <translation>受影响（%1）</translation>
    </message>
    <message>
        <source>unaffected (no mark on its GPUs, their NVLink domains or the fabric between them)</source>
        <translation>不受影响（其 GPU、所在 NVLink 域及其间网络均无标记）</translation>
    </message>
    <message>
        <source>(%1x the time, %2x the busbw)</source>
        <translation>（时间为 %1 倍，busbw 为 %2 倍）</translation>
    </message>
    <message>
        <source>(%1x the time, %2x the tokens/s)</source>
        <translation>（时间为 %1 倍，tokens/s 为 %2 倍）</translation>
    </message>
    <message>
        <source>(%1x the time)</source>
        <translation>（时间为 %1 倍）</translation>
    </message>
    <message>
        <source>Blast radius on %1</source>
        <translation>%1 的影响范围</translation>
    </message>
    <message>
        <source>before</source>
        <translation>之前</translation>
    </message>
    <message>
        <source>after</source>
        <translation>之后</translation>
    </message>
    <message>
        <source>%1 GPU</source>
        <translation>%1 个 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 个 GPU</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>rank %1</translation>
    </message>
    <message>
        <source>ranks %1</source>
        <translation>rank %1</translation>
    </message>
    <message>
        <source>%1 NVLink domain</source>
        <translation>%1 个 NVLink 域</translation>
    </message>
    <message>
        <source>%1 NVLink domains</source>
        <translation>%1 个 NVLink 域</translation>
    </message>
    <message>
        <source>%1 node</source>
        <translation>%1 个节点</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 个节点</translation>
    </message>
    <message>
        <source>%1 scalable unit</source>
        <translation>%1 个可扩展单元</translation>
    </message>
    <message>
        <source>%1 scalable units</source>
        <translation>%1 个可扩展单元</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>注：%1</translation>
    </message>
    <message>
        <source>NVLink domain %1: %2 of its %3 GPUs, %4 (%5 taken, %6 left free)</source>
        <translation>NVLink 域 %1：其 %3 个 GPU 中的 %2 个，%4（%5 个已占用，%6 个空闲）</translation>
    </message>
    <message>
        <source>%1 placed as listed on %2</source>
        <translation>%1 按列表放置在 %2 上</translation>
    </message>
    <message>
        <source>%1 placed %2 (seed %3) on %4</source>
        <translation>%1 以 %2 方式（种子 %3）放置在 %4 上</translation>
    </message>
    <message>
        <source>%1 placed %2 on %3</source>
        <translation>%1 以 %2 方式放置在 %3 上</translation>
    </message>
    <message>
        <source>%1 training jobs on %2, together at flow fidelity:</source>
        <translation>%2 上的 %1 个训练作业，以 flow 精度同时运行：</translation>
    </message>
    <message>
        <source>%1 GPUs  alone %2 ms  together %3 ms  slowdown %4x</source>
        <translation>%1 个 GPU  单独 %2 ms  同时 %3 ms  减速 %4 倍</translation>
    </message>
    <message>
        <source>%1 (together):</source>
        <translation>%1（同时）：</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>bubble</source>
        <translation>气泡</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <source>total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>%1 on %2: %3 x %4</source>
        <translation>%2 上的 %1：%3 x %4</translation>
    </message>
    <message>
        <source>config</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>iteration</source>
        <translation>迭代</translation>
    </message>
    <message>
        <source>%1 ms (%2; %3 collectives simulated on the placed GPUs)</source>
        <translation>%1 ms（%2；在放置的 GPU 上模拟了 %3 次集合通信）</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>%1 tokens/s, MFU %2%, %3 TFLOP/s per GPU (model FLOPs; %4 with recomputation)</source>
        <translation>%1 tokens/s，MFU %2%，每 GPU %3 TFLOP/s（模型 FLOPs；含重计算为 %4）</translation>
    </message>
    <message>
        <source>breakdown</source>
        <translation>分解</translation>
    </message>
    <message>
        <source>%1% of the pipeline&apos;s time; slowest stage %2</source>
        <translation>占流水线时间的 %1%；最慢的阶段为 %2</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>per GPU on stage %1:</source>
        <translation>阶段 %1 上每个 GPU：</translation>
    </message>
    <message>
        <source>busiest</source>
        <translation>最繁忙</translation>
    </message>
    <message>
        <source>%1 %2 of %3 x %4: %5 ms (%6 us each)</source>
        <translation>%1 %2，%3 x %4：%5 ms（每次 %6 us）</translation>
    </message>
    <message>
        <source>links</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>%1 (%2) %3% busy during %4</source>
        <translation>%1（%2）在 %4 期间 %3% 繁忙</translation>
    </message>
    <message>
        <source>placement</source>
        <translation>放置</translation>
    </message>
    <message>
        <source>rank 0 on %1, rank %2 on %3</source>
        <translation>rank 0 在 %1，rank %2 在 %3</translation>
    </message>
    <message>
        <source>%1 configurations: %2 rejected by shape, %3 by memory, %4 by placement, %5 timed</source>
        <translation>%1 种配置：%2 种因形状被拒，%3 种因内存，%4 种因放置，%5 种已计时</translation>
    </message>
    <message>
        <source>searched</source>
        <translation>已搜索</translation>
    </message>
    <message>
        <source>%1 configurations: %2 rejected by shape, %3 by memory, %4 by placement, %5 timed (%6 collectives simulated)</source>
        <translation>%1 种配置：%2 种因形状被拒，%3 种因内存，%4 种因放置，%5 种已计时（模拟了 %6 次集合通信）</translation>
    </message>
    <message>
        <source>configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>order</source>
        <translation>顺序</translation>
    </message>
    <message>
        <source>opt</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>(breakdown in ms per iteration; memory per GPU on its fullest stage)</source>
        <translation>（分解为每次迭代的 ms；内存为最满阶段上每个 GPU 的用量）</translation>
    </message>
    <message>
        <source>%1 on %2: the best %3 configurations for %4 GPUs (TP at most %5, global batch %6 sequences, analytic)</source>
        <translation>%2 上的 %1：%4 个 GPU 的最佳 %3 种配置（TP 至多 %5，全局批次 %6 条序列，analytic）</translation>
    </message>
    <message>
        <source>%1 on %2: the best configuration for %4 GPUs (TP at most %5, global batch %6 sequences, analytic)</source>
        <translation>%2 上的 %1：%4 个 GPU 的最佳配置（TP 至多 %5，全局批次 %6 条序列，analytic）</translation>
    </message>
    <message>
        <source>wrote %1 (%2)</source>
        <translation>已写入 %1（%2）</translation>
    </message>
    <message>
        <source>wrote %1 (%2 devices, %3 links)</source>
        <translation>已写入 %1（%2 个设备，%3 条链路）</translation>
    </message>
    <message>
        <source>%1: valid (%2 devices, %3 links)</source>
        <translation>%1：有效（%2 个设备，%3 条链路）</translation>
    </message>
    <message>
        <source>wrote %1 (story &quot;%2&quot;)</source>
        <translation>已写入 %1（故事“%2”）</translation>
    </message>
    <message>
        <source>wrote %1 to %2 (story &quot;%3&quot;, a file per scene)</source>
        <translation>已写入 %1 至 %2（故事“%3”，每个场景一个文件）</translation>
    </message>
    <message>
        <source>wrote %1 (story &quot;%2&quot;, a file per scene)</source>
        <translation>已写入 %1（故事“%2”，每个场景一个文件）</translation>
    </message>
    <message>
        <source>wrote %1 (network) and %2 (system)</source>
        <translation>已写入 %1（网络）和 %2（系统）</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>标识</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>PARAMS</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>ACTIVE</source>
        <translation>激活参数</translation>
    </message>
    <message>
        <source>LAYERS</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>HIDDEN</source>
        <translation>隐藏维</translation>
    </message>
    <message>
        <source>HEADS/KV</source>
        <translation>头/KV头</translation>
    </message>
    <message>
        <source>EXPERTS</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>%1: %2, %3, %4</source>
        <translation>%1：%2，%3，%4</translation>
    </message>
    <message>
        <source>ScaleScope %1 on %2: %3 GPUs in %4 NVLink domain(s), %5, line rates (--ideal)</source>
        <translation>ScaleScope：%2 上的 %1，%3 个 GPU，位于 %4 个 NVLink 域，%5，按线速（--ideal）</translation>
    </message>
    <message>
        <source>ScaleScope %1 on %2: %3 GPUs in %4 NVLink domain(s), %5</source>
        <translation>ScaleScope：%2 上的 %1，%3 个 GPU，位于 %4 个 NVLink 域，%5</translation>
    </message>
    <message>
        <source>failures: %1</source>
        <translation>故障：%1</translation>
    </message>
    <message>
        <source>at random: %1 %2 of %3 (seed %4):</source>
        <translation>随机：%3 个 %2 中的 %1 个（种子 %4）：</translation>
    </message>
    <message>
        <source>full recomputation of the first %1 layers of each virtual stage</source>
        <translation>每个虚拟阶段前 %1 层完全重计算</translation>
    </message>
    <message>
        <source>%1 recomputation</source>
        <translation>%1 重计算</translation>
    </message>
    <message>
        <source>%1 (rank order %2), micro-batch %3, global batch %4 (%5 micro-batches per pipeline), sequence %6, %7, %8, %9 data parallel</source>
        <translation>%1（rank 顺序 %2），微批次 %3，全局批次 %4（每条流水线 %5 个微批次），序列 %6，%7，%8，%9 数据并行</translation>
    </message>
    <message>
        <source>no recomputation</source>
        <translation>不重计算</translation>
    </message>
    <message>
        <source>, the activations of the first %1 layers offloaded to the host</source>
        <translation>，前 %1 层的激活卸载到主机内存</translation>
    </message>
    <message>
        <source>; activations in the host&apos;s memory %1</source>
        <translation>；主机内存中的激活 %1</translation>
    </message>
    <message>
        <source>layers per virtual stage, N,N,... (N*K: K stages of N layers)</source>
        <translation>每个虚拟阶段的层数，N,N,…（N*K：K 个 N 层的阶段）</translation>
    </message>
    <message>
        <source> (layers per virtual stage %1)</source>
        <translation>（每个虚拟阶段的层数 %1）</translation>
    </message>
    <message>
        <source>core_attn, mla_up_proj or moe_act, separated by commas</source>
        <translation>core_attn、mla_up_proj 或 moe_act，以逗号分隔</translation>
    </message>
    <message>
        <source>selective recomputation of %1</source>
        <translation>选择性重计算 %1</translation>
    </message>
    <message>
        <source>measured on this GPU</source>
        <translation>在此 GPU 上实测</translation>
    </message>
    <message>
        <source>the share of the rated rate measured on a similar GPU</source>
        <translation>按同类 GPU 实测占额定值的比例</translation>
    </message>
    <message>
        <source>rates</source>
        <translation>速率</translation>
    </message>
    <message>
        <source>products at %1 TFLOP/s in %2 (%3), memory-bound work at %4 TB/s (%5)</source>
        <translation>矩阵乘法 %1 TFLOP/s，%2（%3）；受内存带宽限制的运算 %4 TB/s（%5）</translation>
    </message>
    <message>
        <source>this GPU&apos;s measured burst times the share of it a similar GPU sustains</source>
        <translation>此 GPU 实测的短时峰值乘以同类 GPU 可持续保持的比例</translation>
    </message>
    <message>
        <source>analytic</source>
        <translation>解析模型</translation>
    </message>
    <message>
        <source>%1 us for the same algorithm (%2% against the flow)</source>
        <translation>同一算法 %1 us（相对 flow 模拟 %2%）</translation>
    </message>
    <message>
        <source>; it holds the bytes to NCCL&apos;s per-channel ceiling, %1 GB/s of bus bandwidth, a constant of NCCL&apos;s tuner rather than a link, which the flow does not apply</source>
        <translation>；它把字节传输限制在 NCCL 的每通道上限，即 %1 GB/s 的总线带宽：这是 NCCL 调优器的常数而非链路，flow 模拟不采用它</translation>
    </message>
    <message>
        <source> (K and V all-gathered)</source>
        <translation>（K 和 V 全收集）</translation>
    </message>
    <message>
        <source> (heads all-to-all)</source>
        <translation>（按注意力头全交换）</translation>
    </message>
    <message>
        <source>p2p, all_gather, a2a or a2a+p2p</source>
        <translation>p2p、all_gather、a2a 或 a2a+p2p</translation>
    </message>
    <message>
        <source>--cp-a2a-ranks goes with --cp-comm a2a+p2p</source>
        <translation>--cp-a2a-ranks 须与 --cp-comm a2a+p2p 一起使用</translation>
    </message>
    <message>
        <source> (heads all-to-all in groups of %1, a ring between them)</source>
        <translation>（注意力头在每组 %1 个 rank 内全交换，组间成环）</translation>
    </message>
    <message>
        <source>delayed, tensorwise, mxfp8 or blockwise</source>
        <translation>delayed、tensorwise、mxfp8 或 blockwise</translation>
    </message>
    <message>
        <source>--fp8-recipe goes with --precision fp8</source>
        <translation>--fp8-recipe 须与 --precision fp8 一起使用</translation>
    </message>
    <message>
        <source> (%1 scaling)</source>
        <translation>（%1 缩放）</translation>
    </message>
    <message>
        <source>fp32 or bf16</source>
        <translation>fp32 或 bf16</translation>
    </message>
    <message>
        <source>, gradients in bf16</source>
        <translation>，梯度为 bf16</translation>
    </message>
    <message>
        <source>, %1 connection(s) per NIC pair (NCCL channels per NIC x %2 QP)</source>
        <translation>，每对网卡 %1 条连接（每块网卡的 NCCL 通道数 x %2 个 QP）</translation>
    </message>
    <message>
        <source>queue pairs</source>
        <translation>队列对</translation>
    </message>
    <message>
        <source>%1 per connection; --qps-per-connection N (NCCL_IB_QPS_PER_CONNECTION) hashes each connection onto N paths</source>
        <translation>每条连接 %1 个；--qps-per-connection N（NCCL_IB_QPS_PER_CONNECTION）把每条连接哈希到 N 条路径上</translation>
    </message>
    <message>
        <source>unfused, native or te</source>
        <translation>unfused、native 或 te</translation>
    </message>
    <message>
        <source>, loss fused (%1)</source>
        <translation>，损失已融合（%1）</translation>
    </message>
</context>
<context>
    <name>scalescope-help</name>
    <message>
        <source>The file to write (replaced atomically; nothing is written on error), never one of the inputs; - for standard output.</source>
        <translation>要写入的文件（原子替换；出错时不写入任何内容），不能是任何一个输入文件；- 表示标准输出。</translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation>输出 JSON 而不是文本。</translation>
    </message>
    <message>
        <source>A preset cluster (see scalescope presets): dgx-a100, dgx-h100, dgx-h200, dgx-b200, gb200-nvl72, gb300-nvl72 or a system of an extra catalog.</source>
        <translation>预设集群（参见 scalescope presets）：dgx-a100、dgx-h100、dgx-h200、dgx-b200、gb200-nvl72、gb300-nvl72 或额外硬件目录中的系统。</translation>
    </message>
    <message>
        <source>How many nodes, for a preset counted in nodes (the DGX systems): at most what the preset&apos;s fabrics can address with the options given (scalescope presets lists it for the defaults); more is a usage error naming the maximum, before anything is built.</source>
        <translation>节点数，用于按节点计数的预设（DGX 系统）：最多为该预设的网络在给定选项下能够寻址的数量（scalescope presets 列出默认选项下的值）；超出则为用法错误并给出最大值，且不会构建任何内容。</translation>
    </message>
    <message>
        <source>How many racks, for a preset counted in racks (the NVL72 systems); the same limit.</source>
        <translation>机柜数，用于按机柜计数的预设（NVL72 系统）；上限同上。</translation>
    </message>
    <message>
        <source>The collective (see Collectives below); required.</source>
        <translation>集合通信操作（参见下文的“集合通信”）；必填。</translation>
    </message>
    <message>
        <source>The algorithm, or auto (the default): what NCCL would pick with its defaults.</source>
        <translation>算法，或 auto（默认）：NCCL 在默认设置下会选择的算法。</translation>
    </message>
    <message>
        <source>The GPUs taking part: all (the default; sendrecv takes the first two), a range of GPU indices such as 0-63, or a comma-separated list of indices, ranges, GPU names, racks or nodes. Each GPU at most once; an empty part, a space, a sign, a range that runs backwards or an index past the last GPU is a usage error naming the part.</source>
        <translation>参与的 GPU：all（默认；sendrecv 取前两个）、GPU 序号范围（如 0-63），或以逗号分隔的序号、范围、GPU 名称、机柜或节点列表。每个 GPU 至多出现一次；空的部分、空格、正负号、倒序的范围或超出最后一个 GPU 的序号都是用法错误，并指出出错的部分。</translation>
    </message>
    <message>
        <source>analytic (the default): an alpha-beta model, for any size of design; flow: every transfer on its real path with max-min fair sharing of every link.</source>
        <translation>analytic（默认）：alpha-beta 模型，适用于任何规模的设计；flow：每次传输都走其真实路径，每条链路按 max-min 公平方式共享。</translation>
    </message>
    <message>
        <source>Flow fidelity: a run estimated to need more memory than SIZE (such as 8G) is refused before it starts, with the estimate (default: SCALESCOPE_MEMORY_BUDGET, else half of this machine&apos;s memory; none: no limit).</source>
        <translation>flow 精度：预计所需内存超过 SIZE（如 8G）的运行会在开始前被拒绝，并给出估算值（默认：SCALESCOPE_MEMORY_BUDGET，否则为本机内存的一半；none：不限制）。</translation>
    </message>
    <message>
        <source>Set the efficiency model aside: line rates, no protocol overheads.</source>
        <translation>不使用效率模型：按线速率计算，不计协议开销。</translation>
    </message>
    <message>
        <source>Without GPUDirect RDMA: traffic between nodes is staged through host memory.</source>
        <translation>不使用 GPUDirect RDMA：节点间的流量经主机内存中转。</translation>
    </message>
    <message>
        <source>Without NVLink SHARP, as NCCL_NVLS_ENABLE=0: NVLS and NVLS+tree are not considered (auto picks ring or tree).</source>
        <translation>不使用 NVLink SHARP，相当于 NCCL_NVLS_ENABLE=0：不考虑 NVLS 和 NVLS+tree（auto 在 ring 和 tree 中选择）。</translation>
    </message>
    <message>
        <source>one training iteration: time, tokens/s, MFU, where the time goes, memory per GPU</source>
        <translation>一次训练迭代：时间、tokens/s、MFU、时间花在哪里、每个 GPU 的内存</translation>
    </message>
    <message>
        <source>The model, by its catalog id (llama3-70b, gpt3-175b, ...); required.</source>
        <translation>模型，按其硬件目录 id（llama3-70b、gpt3-175b 等）；必填。</translation>
    </message>
    <message>
        <source>How many of the design&apos;s GPUs the job takes (default: all those --exclude leaves, or TP x PP x DP x CP when --dp is given).</source>
        <translation>作业占用设计中多少个 GPU（默认：--exclude 之外的全部 GPU，给出 --dp 时为 TP x PP x DP x CP）。</translation>
    </message>
    <message>
        <source>Search the parallel configurations instead of timing one (--tp, --pp, --dp, --cp, --ep, --vpp and --order are then its to choose; --micro-batch fixes the micro-batch).</source>
        <translation>搜索并行配置，而不是为一个配置计时（此时 --tp、--pp、--dp、--cp、--ep、--vpp 和 --order 由搜索决定；--micro-batch 固定微批大小）。</translation>
    </message>
    <message>
        <source>With --search: how many of the best to print (default 10).</source>
        <translation>与 --search 一起：输出最好的多少个（默认 10）。</translation>
    </message>
    <message>
        <source>With --search: the largest TP tried (default: the most GPUs of the job in one NVLink domain).</source>
        <translation>与 --search 一起：尝试的最大 TP（默认：作业在一个 NVLink 域内的最多 GPU 数）。</translation>
    </message>
    <message>
        <source>With --search: also the rank orders tp-cp-ep-pp-dp, tp-pp-cp-ep-dp and dp-cp-ep-tp-pp.</source>
        <translation>与 --search 一起：还尝试 rank 顺序 tp-cp-ep-pp-dp、tp-pp-cp-ep-dp 和 dp-cp-ep-tp-pp。</translation>
    </message>
    <message>
        <source>analytic (the default): each kind&apos;s collective timed on one group as if it had the network to itself; flow: all groups of a kind (every TP group, every DP group) run together on one network, sharing links, and the busiest links are printed (busiest_links in --json).</source>
        <translation>analytic（默认）：每类集合通信在一个组上计时，如同它独占网络；flow：同一类的所有组（每个 TP 组、每个 DP 组）在同一网络上一起运行、共享链路，并输出最繁忙的链路（--json 中的 busiest_links）。</translation>
    </message>
    <message>
        <source>Flow fidelity: a run estimated to need more memory than SIZE is refused before it starts (default: SCALESCOPE_MEMORY_BUDGET, else half of this machine&apos;s memory).</source>
        <translation>flow 精度：预计所需内存超过 SIZE 的运行会在开始前被拒绝（默认：SCALESCOPE_MEMORY_BUDGET，否则为本机内存的一半）。</translation>
    </message>
    <message>
        <source>Run the training job the design FILE saves under NAME (its model, configuration, rank order, placement and fidelity), every job saved before it placed first so that their GPUs are taken.</source>
        <translation>运行设计文件 FILE 中以 NAME 保存的训练作业（其模型、配置、rank 顺序、放置和精度），在它之前保存的作业先放置，占用它们的 GPU。</translation>
    </message>
    <message>
        <source>Run every training job the design FILE saves together at flow fidelity: each job&apos;s iteration alone and beside the others&apos; traffic, and the slowdown (per job in --json: iteration_ms_alone, iteration_ms_together, slowdown).</source>
        <translation>以 flow 精度一起运行设计文件 FILE 中保存的所有训练作业：每个作业单独运行和与其他作业流量并存时的迭代，以及减速比（--json 中每个作业的 iteration_ms_alone、iteration_ms_together、slowdown）。</translation>
    </message>
    <message>
        <source>A job asking for more GPUs than the failures leave runs on those left, its DP degree with them (otherwise it is refused, saying how many GPUs failed).</source>
        <translation>作业要求的 GPU 多于故障后剩余的数量时，就在剩余的 GPU 上运行，DP 度随之减小（否则拒绝运行，并说明有多少 GPU 故障）。</translation>
    </message>
    <message>
        <source>list the presets: name, a tab, what it is</source>
        <translation>列出预设：名称、制表符、说明</translation>
    </message>
    <message>
        <source>Prints one preset per line: its name, a tab, what it is and the counts it builds with the default options, in nodes or in racks (--racks 1-2515). The systems of the files in SCALESCOPE_CATALOG are presets too.</source>
        <translation>每行输出一个预设：名称、制表符、说明，以及默认选项下它能构建的数量，按节点或按机柜计（--racks 1-2515）。SCALESCOPE_CATALOG 中文件的系统也是预设。</translation>
    </message>
    <message>
        <source>list the model catalog: parameters, layers, hidden size, heads, experts</source>
        <translation>列出模型目录：参数量、层数、隐藏维度、头数、专家数</translation>
    </message>
    <message>
        <source>Prints the models training jobs can name, one a line: id, name, parameters (total, and those a token passes through in a mixture of experts, as counted from the architecture), layers, hidden size, attention heads and key/value heads, and experts (routed, per token, shared). With FILE, a design&apos;s own catalog section is added to the list. The models of the files in SCALESCOPE_CATALOG are listed too.</source>
        <translation>每行输出一个训练作业可用的模型：id、名称、参数量（总数，以及混合专家模型中每个 token 经过的参数，按架构计算）、层数、隐藏维度、注意力头数和键/值头数，以及专家数（路由专家、每 token 激活、共享专家）。给出 FILE 时，会加上设计自己的 catalog 部分。SCALESCOPE_CATALOG 中文件的模型也会列出。</translation>
    </message>
    <message>
        <source>write a design of a preset cluster</source>
        <translation>写出一个预设集群的设计</translation>
    </message>
    <message>
        <source>Writes a design of a preset cluster. The file stores the generator and its options, so that a design of any size is a few lines; --expand spells out every device and link instead. A cluster that cannot be built is refused and nothing is written.</source>
        <translation>写出一个预设集群的设计。文件保存生成器及其选项，因此任何规模的设计都只有几行；--expand 则逐一写出每个设备和链路。无法构建的集群会被拒绝，不写入任何内容。</translation>
    </message>
    <message>
        <source>The design&apos;s name (default: the preset and its options).</source>
        <translation>设计的名称（默认：预设及其选项）。</translation>
    </message>
    <message>
        <source>Write every device and link instead of the generator.</source>
        <translation>逐一写出每个设备和链路，而不是生成器。</translation>
    </message>
    <message>
        <source>a design from what real tools write</source>
        <translation>从真实工具的输出生成设计</translation>
    </message>
    <message>
        <source>Writes a design from what real tools write: NCCL&apos;s topology dump (NCCL_TOPO_DUMP_FILE), nvidia-smi topo -m or -mp, an ibnetdiscover fabric dump (switch tiers from the graph, GUIDs and LIDs kept) or ASTRA-sim&apos;s analytical network YAML (its bandwidth in units of 2^30 bytes/s, as ASTRA-sim reads it). A fabric dump given with the NCCL dumps of its nodes is joined to them by NIC GUID. What was inferred is printed as note: lines.

On a broken file it prints FILE:LINE:COL: and what was expected, exits 1 and writes nothing.</source>
        <translation>从真实工具的输出写出设计：NCCL 的拓扑转储（NCCL_TOPO_DUMP_FILE）、nvidia-smi topo -m 或 -mp、ibnetdiscover 的网络转储（交换机层级由图推断，保留 GUID 和 LID），或 ASTRA-sim 的 analytical 网络 YAML（其带宽以 2^30 bytes/s 为单位，与 ASTRA-sim 的读法一致）。网络转储与其节点的 NCCL 转储一起给出时，按网卡 GUID 连接起来。推断出的内容以 note: 行输出。

文件有误时，它输出 FILE:LINE:COL: 和期望的内容，退出码 1，不写入任何内容。</translation>
    </message>
    <message>
        <source>nccl-xml, topo-m, ibnetdiscover or astra-sim (default: detected from the content).</source>
        <translation>nccl-xml、topo-m、ibnetdiscover 或 astra-sim（默认：根据内容识别）。</translation>
    </message>
    <message>
        <source>The design&apos;s name.</source>
        <translation>设计的名称。</translation>
    </message>
    <message>
        <source>counts, bandwidths and fabric shape of a design; one device; a route</source>
        <translation>设计的数量、带宽和网络形态；一个设备；一条路由</translation>
    </message>
    <message>
        <source>Describes a design: GPUs, CPUs, NVSwitch chips, NICs, switches by role, links by tier, NVLink and scale-out bandwidth and the fabric&apos;s shape. With --device, one device: its model, rack and node, PCI, LID, GID, GUID, IP and MAC addresses and its links port by port. With --path, the route between two GPUs hop by hop, with each hop&apos;s tier and bandwidth.</source>
        <translation>描述一个设计：GPU、CPU、NVSwitch 芯片、网卡、按角色划分的交换机、按层级划分的链路、NVLink 和 scale-out 带宽以及网络形态。使用 --device 时描述一个设备：型号、机柜和节点，PCI、LID、GID、GUID、IP 和 MAC 地址，以及逐端口的链路。使用 --path 时逐跳给出两个 GPU 之间的路由，以及每一跳的层级和带宽。</translation>
    </message>
    <message>
        <source>One device, by name (such as rack0/tray3/gpu1).</source>
        <translation>一个设备，按名称（如 rack0/tray3/gpu1）。</translation>
    </message>
    <message>
        <source>The route between two GPUs, by name.</source>
        <translation>两个 GPU 之间的路由，按名称。</translation>
    </message>
    <message>
        <source>check a design; each problem on stderr</source>
        <translation>检查设计；每个问题输出到 stderr</translation>
    </message>
    <message>
        <source>Reads a design, builds it and checks it. Prints FILE: valid with its counts and exits 0, or prints each problem on stderr, naming the file and the place, and exits 1.</source>
        <translation>读取、构建并检查一个设计。输出 FILE: valid 及其数量并以 0 退出，或将每个问题输出到 stderr（指出文件和位置）并以 1 退出。</translation>
    </message>
    <message>
        <source>predict one collective: time, algbw, busbw, the point-to-point bound</source>
        <translation>预测一次集合通信：时间、algbw、busbw、点对点上限</translation>
    </message>
    <message>
        <source>Predicts one collective on a design or a preset: its time, algbw and busbw (as nccl-tests defines them), the point-to-point bound (line rate; in-switch reduction can beat it), and the algorithm and protocol NCCL would pick and why.</source>
        <translation>在设计或预设上预测一次集合通信：时间、algbw 和 busbw（按 nccl-tests 的定义）、点对点上限（线速率；交换机内归约可以超过它），以及 NCCL 会选择的算法和协议及其原因。</translation>
    </message>
    <message>
        <source>The message size as nccl-tests gives it (8, 32K, 512M, 8G; K = 1024); required.</source>
        <translation>nccl-tests 格式的消息大小（8、32K、512M、8G；K = 1024）；必填。</translation>
    </message>
    <message>
        <source>Also list every candidate algorithm and protocol, or why it does not apply, and the stages of an algorithm made of several (hierarchical).</source>
        <translation>同时列出每个候选算法和协议（或其不适用的原因），以及由多个阶段组成的算法（hierarchical）的各阶段。</translation>
    </message>
    <message>
        <source>Write the load of every link over time to a file, never the design itself (needs --fidelity flow).</source>
        <translation>将每条链路随时间变化的负载写入文件，不能是设计文件本身（需要 --fidelity flow）。</translation>
    </message>
    <message>
        <source>a size sweep in the layout of nccl-tests&apos; *_perf output</source>
        <translation>按 nccl-tests *_perf 输出格式做大小扫描</translation>
    </message>
    <message>
        <source>Runs one collective over a range of sizes, each the previous times the factor, and prints the table in the layout of nccl-tests&apos; *_perf output.</source>
        <translation>在一系列大小上运行一种集合通信，每个大小是前一个乘以倍数，并按 nccl-tests *_perf 输出的格式输出表格。</translation>
    </message>
    <message>
        <source>The first size (default 8).</source>
        <translation>第一个大小（默认 8）。</translation>
    </message>
    <message>
        <source>The last size (default 8G).</source>
        <translation>最后一个大小（默认 8G）。</translation>
    </message>
    <message>
        <source>Each size is the previous times N, from 2 (the default) to 1024.</source>
        <translation>每个大小是前一个乘以 N，N 从 2（默认）到 1024。</translation>
    </message>
    <message>
        <source>where a job&apos;s GPUs would go, in rank order</source>
        <translation>作业的 GPU 会放在哪里，按 rank 顺序</translation>
    </message>
    <message>
        <source>Places a job of N GPUs as a cluster scheduler would and prints its GPUs in rank order (rank r is the r-th GPU), grouped by NVLink domain and node, with how many of each domain&apos;s GPUs it takes, how many other jobs hold and how many are left free, and the scalable units (domains under the same leaf switches) it spans. GPUs given to --exclude are skipped.

A job that cannot be placed (more GPUs than are free) is refused, naming the design: exit 1.</source>
        <translation>按集群调度器的方式放置一个 N 个 GPU 的作业，并按 rank 顺序输出其 GPU（rank r 是第 r 个 GPU），按 NVLink 域和节点分组，给出它在每个域中占用多少 GPU、其他作业占用多少、还剩多少空闲，以及它跨越的可扩展单元（同一组叶交换机下的域）。跳过 --exclude 给出的 GPU。

无法放置的作业（所需 GPU 多于空闲 GPU）会被拒绝，并指出设计：退出码 1。</translation>
    </message>
    <message>
        <source>With packed: keep blocks of N consecutive ranks (a tensor-parallel group) inside one NVLink domain, unless the free GPUs leave no way to (then a note says so). N divides --gpus.</source>
        <translation>与 packed 一起：把每 N 个连续 rank（一个张量并行组）保持在同一个 NVLink 域内，除非空闲 GPU 做不到（此时会有 note 说明）。N 须整除 --gpus。</translation>
    </message>
    <message>
        <source>Print JSON: placement (the GPU names in rank order, as info --device takes them), nodes and domains (each with its name, the GPUs the job has there and their ranks; a domain also with its size, taken and left_free), the policy and seed, and note.</source>
        <translation>输出 JSON：placement（按 rank 顺序的 GPU 名称，与 info --device 接受的名称相同）、nodes 和 domains（每项带名称、作业在其中的 GPU 及其 rank；域还带 size、taken 和 left_free）、policy 和 seed，以及 note。</translation>
    </message>
    <message>
        <source>the bill of materials: devices, switches and their ports, cables, transceivers, power and cost</source>
        <translation>物料清单：设备、交换机及其端口、线缆、光模块、功耗和成本</translation>
    </message>
    <message>
        <source>Counts what a design is built of: systems and the GPUs, CPUs, NVSwitch chips and trays and NICs in them, switches by model with their ports used and free, storage servers, racks, cables by kind (passive copper inside a rack or to a neighbour, active copper a little further, fibre beyond, from the layout&apos;s distances and what each link rate allows) and transceivers (one a fibre end, or one twin-port module for the two links of a shared cage); then power (typical and maximum) and cost, per design and per GPU, from the catalog&apos;s figures, each an estimate with its source and date. Items without a figure are named and left out of the totals. Then the figures to compare designs by: cost and power per GPU, per GB/s of scale-out per GPU, per GB/s of busbw (the design&apos;s first saved job as saved, else an all_reduce of 1 GiB on all GPUs at analytic fidelity, as the output states) and per token/s (the design&apos;s first saved training job, when it has one).</source>
        <translation>统计一个设计由什么构成：系统及其中的 GPU、CPU、NVSwitch 芯片和托盘以及网卡，按型号划分的交换机及其已用和空闲端口，存储服务器，机柜，按类型划分的线缆（机柜内或到相邻机柜用无源铜缆，稍远用有源铜缆，更远用光纤，依据布局中的距离和每种链路速率允许的介质）和光模块（每个光纤端一个，或共享笼位的两条链路用一个双端口模块）；然后是功耗（典型和最大）和成本，按整个设计和每个 GPU 计，来自硬件目录中的数据，每项都是带来源和日期的估算。没有数据的项目会列出名称，不计入合计。最后是比较设计用的指标：每个 GPU 的成本和功耗、每 GPU 每 GB/s scale-out 带宽、每 GB/s busbw（设计中第一个保存的作业，按保存的设置；否则为在所有 GPU 上以 analytic 精度运行 1 GiB 的 all_reduce，输出中会说明）以及每 token/s（设计中第一个保存的训练作业，若有）。</translation>
    </message>
    <message>
        <source>A catalog document merged over the catalog first, such as a price list of one&apos;s own (its &quot;prices&quot; and &quot;power&quot; replace those of the same items); a mistake is named with the file and its JSON pointer.</source>
        <translation>先合并到硬件目录之上的硬件目录文档，例如自己的价格表（其 &quot;prices&quot; 和 &quot;power&quot; 替换相同项目的值）；错误会给出文件和 JSON 指针。</translation>
    </message>
    <message>
        <source>A saved job at flow fidelity: refused before it starts above SIZE, as simulate refuses it (then the figure per GB/s of busbw says why it is unknown).</source>
        <translation>以 flow 精度运行的已保存作业：超过 SIZE 时在开始前被拒绝，与 simulate 的拒绝方式相同（此时每 GB/s busbw 的指标会说明为何未知）。</translation>
    </message>
    <message>
        <source>Print one CSV row per line of the bill instead, with the figures&apos; sources, then one row per figure (category ratio: USD and watts per unit in the unit columns).</source>
        <translation>改为每行输出清单中的一行 CSV，带数据来源，然后每个指标一行（category ratio：单位列中为每单位的美元和瓦数）。</translation>
    </message>
    <message>
        <source>write the design for other tools, or as a diagram</source>
        <translation>为其他工具写出设计，或写成图表</translation>
    </message>
    <message>
        <source>Writes the design for other tools: Graphviz DOT, draw.io, ASTRA-sim&apos;s analytical network YAML (to OUT, bandwidth in ASTRA-sim&apos;s GB/s of 2^30 bytes/s) with its system JSON beside it (OUT.system.json), or one node as NCCL topology XML for NCCL_TOPO_FILE. svg, pdf and png are diagrams drawn by the desktop build. Nothing is written on error.</source>
        <translation>为其他工具写出设计：Graphviz DOT、draw.io、ASTRA-sim 的 analytical 网络 YAML（写到 OUT，带宽以 ASTRA-sim 的 GB/s 即 2^30 bytes/s 为单位）及旁边的系统 JSON（OUT.system.json），或把一个节点写成供 NCCL_TOPO_FILE 使用的 NCCL 拓扑 XML。svg、pdf 和 png 是由桌面构建绘制的图表。出错时不写入任何内容。</translation>
    </message>
    <message>
        <source>svg, pdf, png, dot, drawio, astra-sim or nccl-xml; required.</source>
        <translation>svg、pdf、png、dot、drawio、astra-sim 或 nccl-xml；必填。</translation>
    </message>
    <message>
        <source>The diagram&apos;s title (svg, pdf, png, dot, drawio).</source>
        <translation>图表的标题（svg、pdf、png、dot、drawio）。</translation>
    </message>
    <message>
        <source>With nccl-xml: the node or tray to describe (default: the first with GPUs).</source>
        <translation>与 nccl-xml 一起：要描述的节点或托盘（默认：第一个带 GPU 的）。</translation>
    </message>
    <message>
        <source>With png: the resolution, 10 to 2400 (default 96).</source>
        <translation>与 png 一起：分辨率，10 到 2400（默认 96）。</translation>
    </message>
    <message>
        <source>With svg, pdf or png: show a job&apos;s traffic at this simulated time, such as 250us.</source>
        <translation>与 svg、pdf 或 png 一起：显示作业在此模拟时间的流量，如 250us。</translation>
    </message>
    <message>
        <source>With svg, pdf or png: the saved job whose traffic is shown.</source>
        <translation>与 svg、pdf 或 png 一起：要显示其流量的已保存作业。</translation>
    </message>
    <message>
        <source>The file to write, never the design itself; - for standard output (dot, drawio, nccl-xml, svg; png and pdf when it is not a terminal).</source>
        <translation>要写入的文件，不能是设计文件本身；- 表示标准输出（dot、drawio、nccl-xml、svg；png 和 pdf 仅在标准输出不是终端时）。</translation>
    </message>
    <message>
        <source>frame times of the canvas (and of a heatmap, and edits)</source>
        <translation>画布的帧时间（以及热力图和编辑的帧时间）</translation>
    </message>
    <message>
        <source>Opens the window at 1920x1080 on FILE (desktop build only), pans and zooms while recolouring every link each frame and prints the median and 95th percentile frame times and the peak memory; then times a rack dragged with the mouse and a tier hidden and shown.</source>
        <translation>以 1920x1080 打开 FILE 的窗口（仅桌面构建），平移和缩放的同时每帧重新着色每条链路，输出帧时间的中位数和第 95 百分位数以及峰值内存；然后为用鼠标拖动机柜、隐藏和显示一个层级计时。</translation>
    </message>
    <message>
        <source>How long to pan and zoom (default 10).</source>
        <translation>平移和缩放的时长（默认 10）。</translation>
    </message>
    <message>
        <source>What is drawn: as the zoom decides, every device, or racks as blocks.</source>
        <translation>绘制的内容：由缩放决定、每个设备，或把机柜画成块。</translation>
    </message>
    <message>
        <source>Then play an all_reduce&apos;s heatmap while panning, and time edits until their heatmap is shown.</source>
        <translation>然后在平移时播放 all_reduce 的热力图，并为编辑直到其热力图显示出来计时。</translation>
    </message>
    <message>
        <source>Save the last frame.</source>
        <translation>保存最后一帧。</translation>
    </message>
    <message>
        <source>this help, or a command&apos;s</source>
        <translation>本帮助，或某个命令的帮助</translation>
    </message>
    <message>
        <source>Prints the list of commands, or with COMMAND that command&apos;s help (as scalescope COMMAND --help does).</source>
        <translation>输出命令列表；给出 COMMAND 时输出该命令的帮助（与 scalescope COMMAND --help 相同）。</translation>
    </message>
    <message>
        <source>print the manual page (roff) made from this help</source>
        <translation>输出由本帮助生成的手册页（roff）</translation>
    </message>
    <message>
        <source>Prints the manual page scalescope(1) in roff, made from the same text as --help. man -l &lt;(scalescope man) shows it.</source>
        <translation>以 roff 格式输出手册页 scalescope(1)，内容与 --help 来自同一文本。man -l &lt;(scalescope man) 可以显示它。</translation>
    </message>
    <message>
        <source>open the desktop program, on FILE if given</source>
        <translation>打开桌面程序，若给出 FILE 则打开它</translation>
    </message>
    <message>
        <source>Without a command, scalescope opens the desktop program on FILE (a .scalescope.json design), or on an example design when no file is given.</source>
        <translation>不带命令时，scalescope 打开桌面程序并载入 FILE（.scalescope.json 设计）；未给出文件时载入一个示例设计。</translation>
    </message>
    <message>
        <source>Select a device by name and centre the view on it.</source>
        <translation>按名称选中一个设备，并将视图居中到它。</translation>
    </message>
    <message>
        <source>With --select: a second GPU, for the path between them.</source>
        <translation>与 --select 一起：第二个 GPU，用于显示两者之间的路径。</translation>
    </message>
    <message>
        <source>Collapse the rack a device sits in (repeatable).</source>
        <translation>折叠设备所在的机柜（可重复）。</translation>
    </message>
    <message>
        <source>Run a job saved in the design (or new: the Traffic tab&apos;s own) and show its traffic.</source>
        <translation>运行设计中保存的作业（或 new：流量页自己的作业）并显示其流量。</translation>
    </message>
    <message>
        <source>With --job: show the traffic at this fraction of the run, 0 to 1 (default 0.5).</source>
        <translation>与 --job 一起：显示运行到此比例（0 到 1，默认 0.5）时的流量。</translation>
    </message>
    <message>
        <source>Compare the design with this design file as the baseline, in the Compare tab.</source>
        <translation>以此设计文件为基准与当前设计比较，显示在比较页中。</translation>
    </message>
    <message>
        <source>The theme (default light).</source>
        <translation>主题（默认 light）。</translation>
    </message>
    <message>
        <source>Open what a tool wrote, as File &gt; Import does (repeatable: a fabric dump with the NCCL dumps of its nodes).</source>
        <translation>打开工具输出的文件，与 File &gt; Import 相同（可重复：网络转储连同其节点的 NCCL 转储）。</translation>
    </message>
    <message>
        <source>Open File &gt; Export.</source>
        <translation>打开 File &gt; Export。</translation>
    </message>
    <message>
        <source>Save the window (once a job&apos;s result is in) and quit.</source>
        <translation>保存窗口截图（在作业结果出来后）并退出。</translation>
    </message>
    <message>
        <source>The compute fabric (default: rail-optimized for 8-GPU nodes).</source>
        <translation>计算网络（默认：8-GPU 节点用 rail-optimized）。</translation>
    </message>
    <message>
        <source>The leaves&apos; down:up ratio, 1 to 16 (default 1).</source>
        <translation>叶交换机的下行:上行比，1 到 16（默认 1）。</translation>
    </message>
    <message>
        <source>The compute NICs&apos; rate (default from the catalog).</source>
        <translation>计算网卡的速率（默认取自硬件目录）。</translation>
    </message>
    <message>
        <source>Storage servers (default: one per 128 GPUs, at least 2).</source>
        <translation>存储服务器数（默认：每 128 个 GPU 一台，至少 2 台）。</translation>
    </message>
    <message>
        <source>What the compute fabric runs: InfiniBand (default), RoCE v2 over Ethernet (routed over UDP/IP) or RoCE v1 (Ethernet frames, one L2 subnet per leaf, not routable).</source>
        <translation>计算网络运行的协议：InfiniBand（默认）、基于以太网的 RoCE v2（经 UDP/IP 路由）或 RoCE v1（以太网帧，每个叶交换机一个 L2 子网，不可路由）。</translation>
    </message>
    <message>
        <source>How the compute fabric&apos;s switches choose among equal-cost paths: ecmp hashes each NCCL connection (its 5-tuple) onto one path, so large flows can collide; adaptive spreads every flow over all of them. Default: adaptive on InfiniBand (Quantum adaptive routing) and on RoCE v2 with SN5600 switches and SuperNICs (Spectrum-X packet spraying), else ecmp. On simulate it overrides the design&apos;s.</source>
        <translation>计算网络的交换机如何在等价路径中选择：ecmp 把每个 NCCL 连接（按其五元组）哈希到一条路径上，因此大流可能冲突；adaptive 把每个流分散到所有等价路径上。默认：InfiniBand 上为 adaptive（Quantum 自适应路由），使用 SN5600 交换机和 SuperNIC 的 RoCE v2 上也为 adaptive（Spectrum-X 包喷洒），否则为 ecmp。在 simulate 中它覆盖设计中的设置。</translation>
    </message>
    <message>
        <source>An InfiniBand fabric&apos;s switch (default: chosen for the NIC rate).</source>
        <translation>InfiniBand 网络的交换机（默认：按网卡速率选择）。</translation>
    </message>
    <message>
        <source>A RoCE fabric&apos;s Ethernet switch, such as SN5600, SN5400 or SN4700 (default: chosen for the NIC rate).</source>
        <translation>RoCE 网络的以太网交换机，如 SN5600、SN5400 或 SN4700（默认：按网卡速率选择）。</translation>
    </message>
    <message>
        <source>How many GPUs the job needs (with a LIST, as many as it names).</source>
        <translation>作业需要多少个 GPU（给出 LIST 时，与其列出的数量相同）。</translation>
    </message>
    <message>
        <source>packed (the default): topology-aware, as Slurm&apos;s topology plugins and Kubernetes&apos; NVLink compute domains place jobs: a job that fits in one NVLink domain goes to the one with the fewest free GPUs that holds it; a larger one takes whole domains under the same leaf switches, or else the same spine switches, so that its traffic crosses as few spines and cores as it can. spread: one GPU per domain and node in turn, over as many as there are. random: the free GPUs shuffled from --seed. LIST: these GPUs in this order (indices, ranges, GPU names, racks or nodes, as --ranks takes them).</source>
        <translation>packed（默认）：拓扑感知，与 Slurm 的拓扑插件和 Kubernetes 的 NVLink 计算域放置作业的方式相同：能放进一个 NVLink 域的作业放到容得下它且空闲 GPU 最少的域；更大的作业占用同一组叶交换机下的整个域，否则是同一组脊交换机下的，使其流量经过尽可能少的脊交换机和核心交换机。spread：轮流在每个域和节点各取一个 GPU，覆盖尽可能多的域和节点。random：按 --seed 打乱空闲 GPU。LIST：按此顺序使用这些 GPU（序号、范围、GPU 名称、机柜或节点，与 --ranks 的写法相同）。</translation>
    </message>
    <message>
        <source>With random: the seed (default 0); the same seed gives the same GPUs on every machine.</source>
        <translation>与 random 一起：随机种子（默认 0）；相同的种子在任何机器上都给出相同的 GPU。</translation>
    </message>
    <message>
        <source>GPUs other jobs hold or that are out of service, skipped (indices, ranges, names, racks or nodes).</source>
        <translation>其他作业占用或已停用的 GPU，放置时跳过（序号、范围、名称、机柜或节点）。</translation>
    </message>
    <message>
        <source>Collectives</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <source>all_reduce, all_gather, reduce_scatter, broadcast, reduce, alltoall, sendrecv.</source>
        <translation>all_reduce、all_gather、reduce_scatter、broadcast、reduce、alltoall、sendrecv。</translation>
    </message>
    <message>
        <source>Algorithms</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>auto (what NCCL would pick), ring, tree, nvls, nvlstree, collnet, hierarchical, halving-doubling, direct, pairwise.</source>
        <translation>auto（NCCL 会选择的算法）、ring、tree、nvls、nvlstree、collnet、hierarchical、halving-doubling、direct、pairwise。</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <source>SCALESCOPE_CATALOG=FILE[:FILE...]: extra catalog files, whose entries add to or replace the built-in hardware; a file that cannot be used stops the program, naming the place. SCALESCOPE_MEMORY_BUDGET=SIZE|none: the memory a flow-fidelity run may take (default: half of this machine&apos;s memory).</source>
        <translation>SCALESCOPE_CATALOG=FILE[:FILE...]：额外的硬件目录文件，其条目添加到或替换内置硬件；无法使用的文件会使程序停止，并指出位置。SCALESCOPE_MEMORY_BUDGET=SIZE|none：flow 精度运行可使用的内存（默认：本机内存的一半）。</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Only regular files of at most 1 GiB are read. Files are written whole or not at all, through symbolic links, keeping their permissions.</source>
        <translation>只读取不超过 1 GiB 的普通文件。文件要么完整写入，要么完全不写；写入时跟随符号链接，并保留其权限。</translation>
    </message>
    <message>
        <source>Exit codes</source>
        <translation>退出码</translation>
    </message>
    <message>
        <source>0 success, 1 invalid input (the message names the file and the place; also a file that cannot be read or written, and memory running out), 2 usage error (an output that is one of the inputs too).</source>
        <translation>0 成功，1 输入无效（消息会指出文件和位置；无法读写的文件和内存耗尽也是如此），2 用法错误（输出文件同时是某个输入文件也算）。</translation>
    </message>
    <message>
        <source>two designs side by side: bandwidth per tier, bisection, cost, power, a collective, training, and B/A</source>
        <translation>两个设计并排比较：各层带宽、对分带宽、成本、功耗、一次集合通信、训练，以及 B/A</translation>
    </message>
    <message>
        <source>Run this collective (see Collectives below) on every GPU of both designs.</source>
        <translation>在两个设计的所有 GPU 上运行此集合通信（参见下文的“集合通信”）。</translation>
    </message>
    <message>
        <source>The collective&apos;s size as nccl-tests gives it, such as 1G; required with --collective.</source>
        <translation>集合通信的大小，按 nccl-tests 的写法，如 1G；与 --collective 一起时必填。</translation>
    </message>
    <message>
        <source>The collective&apos;s algorithm, or auto (the default): what NCCL would pick.</source>
        <translation>集合通信的算法，或 auto（默认）：NCCL 会选择的算法。</translation>
    </message>
    <message>
        <source>The collective without GPUDirect RDMA.</source>
        <translation>不使用 GPUDirect RDMA 的集合通信。</translation>
    </message>
    <message>
        <source>The collective without NVLink SHARP, as NCCL_NVLS_ENABLE=0.</source>
        <translation>不使用 NVLink SHARP 的集合通信，相当于 NCCL_NVLS_ENABLE=0。</translation>
    </message>
    <message>
        <source>Time one training iteration of this catalog model (see scalescope models).</source>
        <translation>为此硬件目录中的模型的一次训练迭代计时（参见 scalescope models）。</translation>
    </message>
    <message>
        <source>How the collective and the training job&apos;s collectives are timed: analytic (the default) or flow.</source>
        <translation>集合通信和训练作业中的集合通信如何计时：analytic（默认）或 flow。</translation>
    </message>
    <message>
        <source>Print JSON instead: &quot;a&quot; and &quot;b&quot; with every figure by key (the unit in the key: nvlink_per_gpu_TBps, bisection_Tbps, cost_USD, busbw_GBps, iteration_ms, ...), the items left out of cost and power, &quot;ratios&quot; (B/A by key, null where A is zero or a figure is missing), and what ran: &quot;collective&quot; and &quot;training&quot;.</source>
        <translation>改为输出 JSON：&quot;a&quot; 和 &quot;b&quot; 含按键名给出的每个指标（单位在键名中：nvlink_per_gpu_TBps、bisection_Tbps、cost_USD、busbw_GBps、iteration_ms 等），未计入成本和功耗的项目，&quot;ratios&quot;（按键名的 B/A，A 为零或缺少指标时为 null），以及运行了什么：&quot;collective&quot; 和 &quot;training&quot;。</translation>
    </message>
    <message>
        <source>Run as if these had failed, over the design&apos;s own failures: devices (node0/gpu3, ib/spine-1), groups (a node, tray or rack: every device in it) or links, by their ends and ports (node0/nic0:1--ib/leaf-0:3) or every link between two devices (node0/nic0--ib/leaf-0). Routing uses the paths left; a name that matches nothing is a usage error naming it.</source>
        <translation>假设这些部件已经故障，叠加在设计自身的故障之上：设备（node0/gpu3、ib/spine-1）、组（节点、托盘或机柜：其中的每个设备）或链路，按其两端和端口（node0/nic0:1--ib/leaf-0:3），或两个设备之间的所有链路（node0/nic0--ib/leaf-0）。路由使用剩余的路径；不匹配任何部件的名称是用法错误，并会指出该名称。</translation>
    </message>
    <message>
        <source>Run these links slower: at a rate (node0/nic0--ib/leaf-0=200Gb/s) or with fewer lanes (=2 lanes).</source>
        <translation>让这些链路变慢：降到某个速率（node0/nic0--ib/leaf-0=200Gb/s）或减少通道数（=2 lanes）。</translation>
    </message>
    <message>
        <source>Also fail N of the design&apos;s parts of --kind, or N percent of them (rounded to the nearest), drawn from --seed among those not marked already: the same seed fails the same parts on every platform. What was drawn is listed (failures.random in --json).</source>
        <translation>另外使设计中 --kind 类部件的 N 个（或 N%，四舍五入）故障，按 --seed 从尚未标记的部件中抽取：相同的种子在任何平台上都使相同的部件故障。抽中的部件会列出（--json 中的 failures.random）。</translation>
    </message>
    <message>
        <source>What --fail-random fails: %1 (fabric-link: a link of the compute fabric, InfiniBand or RoCE; ib-link: an InfiniBand link; nic: a compute NIC; leaf, spine, core: the compute fabric&apos;s switches of that tier; node: a DGX node or an NVL72 compute tray).</source>
        <translation>--fail-random 使之故障的部件：%1（fabric-link：计算网络的链路，InfiniBand 或 RoCE；ib-link：InfiniBand 链路；nic：计算网卡；leaf、spine、core：计算网络中该层级的交换机；node：DGX 节点或 NVL72 计算托盘）。</translation>
    </message>
    <message>
        <source>The seed --fail-random draws from (default 0), a whole number; with train&apos;s --placement random it seeds the placement too.</source>
        <translation>--fail-random 抽取所用的种子（默认 0），为整数；与 train 的 --placement random 一起时也作为放置的种子。</translation>
    </message>
    <message>
        <source>A failed GPU the job names is left out and the job runs on the rest (otherwise it is refused, naming the GPU); all never takes a failed GPU.</source>
        <translation>作业指定的故障 GPU 会被去掉，作业在其余 GPU 上运行（否则拒绝运行，并指出该 GPU）；all 从不包含故障 GPU。</translation>
    </message>
    <message>
        <source>Set the design&apos;s own failures (its &quot;failures&quot; section) aside.</source>
        <translation>忽略设计自身的故障（其 &quot;failures&quot; 部分）。</translation>
    </message>
    <message>
        <source>the blast radius of failures: which saved jobs they slow, and by how much</source>
        <translation>故障的影响范围：拖慢了哪些已保存的作业，慢了多少</translation>
    </message>
    <message>
        <source>Weighs failures (the design&apos;s own, unless --no-failures, and those of the options) against every job the design FILE saves: each collective of &quot;jobs&quot; and each training job of &quot;training_jobs&quot;. For each it says first whether the marks touch it, decided from the topology alone: a rank GPU failed, or a failed device, a lost or a degraded link lies in its GPUs&apos; NVLink domains or, for a job across domains, in its NICs&apos; PCIe paths or the fabric between its NICs&apos; leaves. Then it runs the job before (healthy) and after (on what survives) and prints both: a collective&apos;s time and busbw, a training job&apos;s iteration time, tokens/s and MFU (each placed in the design&apos;s order and run alone), the ratio, or why it cannot run. A design without saved jobs, or no mark at all, is a usage error.</source>
        <translation>用故障（设计自身的故障，除非给出 --no-failures，加上选项给出的故障）评估设计文件 FILE 保存的每个作业：&quot;jobs&quot; 中的每个集合通信和 &quot;training_jobs&quot; 中的每个训练作业。对每个作业，它先仅根据拓扑判断这些标记是否影响它：某个 rank 的 GPU 故障，或者故障设备、失效或降速的链路位于其 GPU 所在的 NVLink 域内，或者（对跨域的作业）位于其网卡的 PCIe 路径上或其网卡所连叶交换机之间的网络中。然后分别在故障前（健康）和故障后（在剩余部分上）运行作业并输出两者：集合通信的时间和 busbw，训练作业的迭代时间、tokens/s 和 MFU（每个都按设计中的顺序放置并单独运行），比值，或无法运行的原因。没有已保存作业的设计，或没有任何故障标记，是用法错误。</translation>
    </message>
    <message>
        <source>Print JSON: design, failures (as simulate --json gives them) and jobs, each with name, kind, what, touched, why, before and after (time_us and busbw_GBps, or iteration_ms, tokens_per_sec and mfu, or cannot_run) and slowdown.</source>
        <translation>输出 JSON：design、failures（与 simulate --json 给出的相同）和 jobs，每个作业带 name、kind、what、touched、why、before 和 after（time_us 和 busbw_GBps，或 iteration_ms、tokens_per_sec 和 mfu，或 cannot_run）以及 slowdown。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>ScaleScope: explore AI-cluster topologies (NVLink scale-up, InfiniBand scale-out, Ethernet).</source>
        <translation>ScaleScope：探索 AI 集群拓扑（NVLink scale-up、InfiniBand scale-out、以太网）。</translation>
    </message>
    <message>
        <source>Usage:</source>
        <translation>用法：</translation>
    </message>
    <message>
        <source>&apos;scalescope COMMAND --help&apos; (or -h) tells more of each command; &apos;man scalescope&apos;, of all of them.</source>
        <translation>&apos;scalescope COMMAND --help&apos;（或 -h）详细介绍每个命令；&apos;man scalescope&apos; 介绍全部命令。</translation>
    </message>
    <message>
        <source>Desktop options</source>
        <translation>桌面程序选项</translation>
    </message>
    <message>
        <source>Fabric options (new, simulate, sweep)</source>
        <translation>网络选项（new、simulate、sweep）</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Fabric options</source>
        <translation>网络选项</translation>
    </message>
    <message>
        <source>Tensor, pipeline, context and expert parallel degrees (default 1).</source>
        <translation>张量、流水线、上下文和专家并行度（默认 1）。</translation>
    </message>
    <message>
        <source>Data parallel degree (default: what the GPUs leave, GPUs / (TP x PP x CP)).</source>
        <translation>数据并行度（默认：GPU 数所决定的值，GPU 数 / (TP x PP x CP)）。</translation>
    </message>
    <message>
        <source>Virtual pipeline stages per GPU: the interleaved schedule (default 1).</source>
        <translation>每个 GPU 的虚拟流水线阶段数：交错调度（默认 1）。</translation>
    </message>
    <message>
        <source>Sequences per micro-batch (default 1).</source>
        <translation>每个微批的序列数（默认 1）。</translation>
    </message>
    <message>
        <source>Sequences per iteration (default: about 4M tokens, rounded to a multiple of micro-batch x DP, the batch --search uses).</source>
        <translation>每次迭代的序列数（默认：约 4M tokens，取整为 micro-batch x DP 的倍数，即 --search 使用的批大小）。</translation>
    </message>
    <message>
        <source>Tokens per sequence (default: the model&apos;s).</source>
        <translation>每个序列的 token 数（默认：模型自身的值）。</translation>
    </message>
    <message>
        <source>The matrix products&apos; precision (default bf16).</source>
        <translation>矩阵乘法的精度（默认 bf16）。</translation>
    </message>
    <message>
        <source>Activation recomputation (default selective).</source>
        <translation>激活重计算（默认 selective）。</translation>
    </message>
    <message>
        <source>Plain data parallel, Megatron&apos;s distributed optimizer (the default) or fully sharded.</source>
        <translation>普通数据并行、Megatron 的分布式优化器（默认）或完全分片。</translation>
    </message>
    <message>
        <source>The rank order, innermost first (default tp-cp-ep-dp-pp, Megatron-Core&apos;s: TP on neighbouring GPUs); dp-tp-pp puts DP innermost. A degree above 1 left out is a usage error.</source>
        <translation>rank 顺序，最内层在前（默认 tp-cp-ep-dp-pp，与 Megatron-Core 相同：TP 在相邻的 GPU 上）；dp-tp-pp 把 DP 放在最内层。漏掉大于 1 的并行度是用法错误。</translation>
    </message>
    <message>
        <source>TP without sequence parallelism: all-reduces instead of all-gathers and reduce-scatters, norms and dropout not split (Megatron-LM before 2022).</source>
        <translation>不使用序列并行的 TP：用 all-reduce 代替 all-gather 和 reduce-scatter，norm 和 dropout 不切分（2022 年之前的 Megatron-LM）。</translation>
    </message>
    <message>
        <source>Attention as the unfused kernels of earlier Megatron-LM (two batched products and a softmax over the sequence squared, their activations kept) instead of one fused kernel (FlashAttention).</source>
        <translation>按早期 Megatron-LM 的非融合内核计算注意力（两次批量矩阵乘法和一次对序列长度平方的 softmax，并保留其激活），而不是一个融合内核（FlashAttention）。</translation>
    </message>
    <message>
        <source>Do not overlap DP&apos;s gradient reduction and parameter gathers with compute.</source>
        <translation>不让 DP 的梯度归约和参数收集与计算重叠。</translation>
    </message>
    <message>
        <source>Run TP&apos;s forward exchanges beside the products they feed or come from, as Transformer Engine&apos;s ring exchange does: each such product runs as TP products of one rank&apos;s rows, and an exchange that outlasts its product is still waited for.</source>
        <translation>让 TP 前向的各次交换与其输入或输出所属的矩阵乘并行执行，如 Transformer Engine 的环形交换：每个这样的矩阵乘按单个 rank 的行拆成 TP 个矩阵乘执行，比其矩阵乘更长的交换仍需等待。</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>FILE is a lesson (resources/lessons/*lesson*): open it in presentation mode at 3840x2160, show each scene for 90 frames with its job&apos;s heatmap playing and print the median and 95th percentile frame times (present: median N ms).</source>
        <translation>FILE 是一节课程（resources/lessons/*lesson*）：在 3840x2160 的演示模式下打开，每个场景显示 90 帧并播放其作业的热力图，打印帧时间的中位数和第 95 百分位数（present: median N ms）。</translation>
    </message>
    <message>
        <source>The side panel&apos;s tab: summary, palette, devices, traffic, training, bom, compare, stories, charts (Traffic, with the charts under the canvas) or gantt (Training, with the iteration&apos;s Gantt chart under the canvas).</source>
        <translation>侧面板的页签：summary、palette、devices、traffic、training、bom、compare、stories、charts（流量页，画布下方显示图表）或 gantt（训练页，画布下方显示迭代的甘特图）。</translation>
    </message>
    <message>
        <source>Play this story of the design, as the Stories tab&apos;s Play does.</source>
        <translation>播放设计中的这个故事，与“故事”页签的“播放”相同。</translation>
    </message>
    <message>
        <source>Play the design file&apos;s story as a lesson (as File &gt; Lessons does), each scene on the design it names.</source>
        <translation>把设计文件中的故事作为课程播放（与“文件 &gt; 课程”相同），每个场景显示它指定的设计。</translation>
    </message>
    <message>
        <source>With --story or --lesson: the scene shown first (1 is the first).</source>
        <translation>与 --story 或 --lesson 一起使用：最先显示的场景（1 为第一个）。</translation>
    </message>
    <message>
        <source>Write a story saved in the design (or a lesson) as a handout: a page per scene, headed by the story&apos;s name and the scene&apos;s title, the scene drawn as the canvas shows it (its part of the design, tiers hidden, racks collapsed, the route between two selected GPUs, its job&apos;s traffic at its time, its arrows, text boxes and frames) and its caption under it. With pdf one file; with svg or png a file per scene, OUT numbered (out.png: out-1.png, out-2.png, ...); only pdf to -o -. Each scene states its own job and time, so --time, --job and --title do not go with it.</source>
        <translation>把设计中保存的一个故事（或一节课）写成讲义：每个场景一页，页首是故事名和场景标题，场景按画布上的样子绘制（它所显示的设计部分、隐藏的层级、折叠的机柜、两个选中 GPU 之间的路由、其作业在其时刻的流量、其箭头、文本框和框线），下方是场景说明。pdf 写成一个文件；svg 或 png 每个场景一个文件，OUT 加编号（out.png：out-1.png、out-2.png……）；只有 pdf 可以写到 -o -。每个场景自带作业和时间，因此 --time、--job 和 --title 不能与它同用。</translation>
    </message>
    <message>
        <source>With --story: the language of the titles and captions (default: the system&apos;s; a text missing in it is shown in English).</source>
        <translation>与 --story 一起：标题和说明所用的语言（默认跟随系统；该语言缺少的文字以英文显示）。</translation>
    </message>
    <message>
        <source>Prints a table of two design files&apos; figures, one row per figure with A, B and the ratio B/A: GPUs, NVLink domains and the GPUs of the largest, NVLink per GPU (TB/s, both directions), compute NICs, scale-out per GPU (Gb/s, each direction), the scale-out fabric&apos;s bisection bandwidth (Tb/s, each direction: the most the first half of the compute NICs, in design order, can send to the rest at once through the fabric&apos;s links, a maximum flow; and its share of what those NICs could send), storage and management Ethernet per GPU, and cost and power (typical and maximum) as scalescope bom counts them, in all and per GPU.

With --collective and --size both designs run the collective on every GPU, as scalescope simulate does (time, algbw, busbw, the algorithm chosen, and cost per GB/s of busbw); with --train MODEL both run one training iteration of the model on every GPU (DP is what each design&apos;s GPUs leave unless --dp), placed packed with TP groups inside NVLink domains, as scalescope train does (iteration time, tokens/s, MFU, TFLOP/s per GPU, and cost and power per token/s). A design, collective or configuration that cannot run is an error naming its file, exit 1. To compare presets, write each with scalescope new first. A design&apos;s own failures (its failures section, when on) are taken out: its GPUs, bandwidth, bisection and runs are what survives, its cost and power the whole design&apos;s.</source>
        <translation>输出两个设计文件的指标表，每个指标一行，列出 A、B 和比值 B/A：GPU 数，NVLink 域数及最大域的 GPU 数，每 GPU 的 NVLink 带宽（TB/s，双向），计算网卡数，每 GPU 的 scale-out 带宽（Gb/s，单向），scale-out 网络的对分带宽（Tb/s，单向：按设计顺序的前一半计算网卡经网络链路能同时向其余网卡发送的最大流量，即最大流；以及它占这些网卡可发送总量的比例），每 GPU 的存储和管理以太网带宽，以及按 scalescope bom 统计的成本和功耗（典型和最大），包括总量和每 GPU。

给出 --collective 和 --size 时，两个设计都在所有 GPU 上运行该集合通信，与 scalescope simulate 相同（时间、algbw、busbw、所选算法，以及每 GB/s busbw 的成本）；给出 --train MODEL 时，两者都在所有 GPU 上运行该模型的一次训练迭代（DP 为各设计 GPU 数决定的值，除非给出 --dp），按 packed 放置且 TP 组位于 NVLink 域内，与 scalescope train 相同（迭代时间、tokens/s、MFU、每 GPU 的 TFLOP/s，以及每 token/s 的成本和功耗）。无法运行的设计、集合通信或配置是错误，会指出其文件，退出码 1。要比较预设，请先用 scalescope new 分别写出。设计自身的故障（其 failures 部分，启用时）会被去除：其 GPU、带宽、对分带宽和运行结果按幸存部分计算，成本和功耗按整个设计计算。</translation>
    </message>
    <message>
        <source>With --story or --lesson: present it from the start, as View &gt; Present does (full screen, the text enlarged; Esc leaves).</source>
        <translation>与 --story 或 --lesson 一起使用：一开始即进入演示模式，与“视图 &gt; 演示”相同（全屏、文字放大；按 Esc 退出）。</translation>
    </message>
    <message>
        <source>Predicts one iteration of training a catalog model (see scalescope models) on the design&apos;s GPUs: compute from the model&apos;s FLOPs and the GPU&apos;s throughput at an achieved efficiency, every TP, CP, EP, PP and DP collective timed by the simulator (analytic) on the GPUs the job runs on, and the pipeline schedule (1F1B, interleaved with --vpp) with its bubble. Prints the iteration time, tokens/s, MFU and TFLOP/s per GPU (model FLOPs as Megatron-LM counts them), the time by kind (compute, tp, cp, ep, pp, dp, bubble, optimizer), memory per GPU by kind and the busiest collectives.

The job&apos;s GPUs are placed as a cluster scheduler would (--placement, default packed, TP groups kept inside NVLink domains; GPUs in --exclude skipped); rank r runs on the r-th. A configuration that cannot run (heads not divisible by TP, layers by PP x VPP, GPUs not TP x PP x DP x CP, a model that does not fit in the GPU&apos;s memory) is refused with every problem on stderr, exit 1.

With --search it tries every valid TP, PP, VPP, CP, EP and DP for the GPUs and micro-batches 1, 2 and 4 at one global batch (given, or 4M tokens), drops those that do not fit in memory before timing any, and prints the best ten by iteration time with their breakdowns and memory per GPU, and how many configurations it considered, rejected (by shape, memory, placement) and timed; --json lists them. Each configuration is placed packed and, when --placement asks for another, that way too, on the GPUs that --exclude and the failures leave, and timed on what survives the failures.</source>
        <translation>预测在设计的 GPU 上训练一个硬件目录中的模型（参见 scalescope models）的一次迭代：计算时间由模型的 FLOPs 和 GPU 在实际效率下的吞吐量得出，每个 TP、CP、EP、PP 和 DP 集合通信都由模拟器（analytic）在作业所用的 GPU 上计时，流水线调度（1F1B，使用 --vpp 时为交错调度）连同其气泡一并计算。输出迭代时间、tokens/s、MFU 和每个 GPU 的 TFLOP/s（模型 FLOPs 按 Megatron-LM 的算法计），按类别划分的时间（compute、tp、cp、ep、pp、dp、bubble、optimizer），按类别划分的每 GPU 内存，以及最繁忙的集合通信。

作业的 GPU 按集群调度器的方式放置（--placement，默认 packed，TP 组保持在 NVLink 域内；跳过 --exclude 中的 GPU）；rank r 运行在第 r 个 GPU 上。无法运行的配置（头数不能被 TP 整除、层数不能被 PP x VPP 整除、GPU 数不等于 TP x PP x DP x CP、模型放不进 GPU 内存）会被拒绝，每个问题输出到 stderr，退出码 1。

使用 --search 时，它在一个全局批大小（给定值，或 4M tokens）下，为这些 GPU 尝试所有有效的 TP、PP、VPP、CP、EP 和 DP 以及微批大小 1、2 和 4，先剔除内存放不下的配置再计时，按迭代时间输出最好的十个及其时间分解和每 GPU 内存，并给出考虑、拒绝（按形状、内存、放置）和计时的配置数；--json 会列出它们。每个配置都按 packed 放置，当 --placement 要求其他方式时也按该方式放置，只使用 --exclude 和故障留下的 GPU，并在故障后剩余的部分上计时。</translation>
    </message>
    <message>
        <source>The heatmap&apos;s all_reduce by this algorithm (ring, tree, nvls, ...; default auto).</source>
        <translation>热力图的 all_reduce 使用此算法（ring、tree、nvls 等；默认 auto）。</translation>
    </message>
    <message>
        <source>Full recomputation of only the first N layers of each virtual stage, the others not recomputed (Megatron-Core&apos;s block method, recompute_num_layers N); implies --recompute full.</source>
        <translation>只对每个虚拟阶段的前 N 层做完全重计算，其余层不重计算（Megatron-Core 的 block 方式，recompute_num_layers N）；隐含 --recompute full。</translation>
    </message>
    <message>
        <source>Keep the activations of the first N layers in the host&apos;s memory between forward and backward, copied over the GPU&apos;s NVLink-C2C or PCIe link beside the compute (Megatron-Core&apos;s cpu_offloading_num_layers N); needs PP 1 and implies --recompute none.</source>
        <translation>在前向与反向之间把前 N 层的激活保存在主机内存中，经 GPU 的 NVLink-C2C 或 PCIe 链路与计算并行拷贝（Megatron-Core 的 cpu_offloading_num_layers N）；需要 PP 为 1，并隐含 --recompute none。</translation>
    </message>
    <message>
        <source>The layers of each of the PP x VPP virtual stages in Megatron-Core&apos;s order (virtual stage v of stage p at v x PP + p), N*K for K stages of N layers: 4*15,1 is DeepSeek-V3&apos;s 61 layers on PP 4 x VPP 4 (Megatron-Core&apos;s pipeline_model_parallel_layout; default: an even split).</source>
        <translation>PP × VPP 个虚拟阶段各自的层数，按 Megatron-Core 的顺序（阶段 p 的虚拟阶段 v 位于 v × PP + p），N*K 表示 K 个 N 层的阶段：4*15,1 即 DeepSeek-V3 的 61 层在 PP 4 × VPP 4 上的划分（Megatron-Core 的 pipeline_model_parallel_layout；默认：均匀划分）。</translation>
    </message>
    <message>
        <source>What selective recomputation recomputes, as Megatron-Core&apos;s recompute_modules names it: core_attn (attention&apos;s softmax part, the default), mla_up_proj (multi-head latent attention&apos;s up-projections), moe_act (the experts&apos; activation function), separated by commas; implies --recompute selective.</source>
        <translation>选择性重计算所重算的模块，名称同 Megatron-Core 的 recompute_modules：core_attn（注意力的 softmax 部分，默认）、mla_up_proj（多头潜在注意力的上投影）、moe_act（专家的激活函数），以逗号分隔；隐含 --recompute selective。</translation>
    </message>
    <message>
        <source>How context parallelism moves K and V (Megatron-Core&apos;s cp_comm_type): p2p, a ring beside attention&apos;s compute (the default); all_gather, gathered before attention and their gradients reduce-scattered after it, exposed (as Llama 3 was trained); a2a, Q, K and V all-to-all so that each rank attends over the whole sequence for a CP-th of the heads, and the output back, exposed (DeepSpeed-Ulysses; CP must divide a TP rank&apos;s heads); a2a+p2p, that all-to-all inside groups of consecutive CP ranks and the ring between the groups (Megatron-Core&apos;s hierarchical CP).</source>
        <translation>上下文并行如何传递 K 和 V（Megatron-Core 的 cp_comm_type）：p2p，在注意力计算旁运行的环（默认）；all_gather，在注意力之前收集，其梯度在之后归约散播，不被掩盖（Llama 3 的训练方式）；a2a，Q、K、V 全交换，使每个 rank 在整个序列上计算 1/CP 的注意力头，输出再交换回来，不被掩盖（DeepSpeed-Ulysses；CP 必须整除一个 TP rank 的注意力头数）；a2a+p2p，在相邻 CP rank 组成的组内做该全交换，组间成环（Megatron-Core 的分层 CP）。</translation>
    </message>
    <message>
        <source>With --cp-comm a2a+p2p: the CP ranks of each all-to-all group, dividing CP (default: the widest that also divides a TP rank&apos;s heads).</source>
        <translation>与 --cp-comm a2a+p2p 一起使用：每个全交换组的 CP rank 数，须整除 CP（默认：同时整除一个 TP rank 注意力头数的最大值）。</translation>
    </message>
    <message>
        <source>How FP8 scales its operands (Megatron-Core&apos;s fp8_recipe; with --precision fp8): delayed, from the amaxes of earlier steps (the default); tensorwise, from each tensor&apos;s own, found in a pass of its own before the cast (current scaling, FP8-CS); mxfp8, a scale per 32 elements (Blackwell); blockwise, per block of 128.</source>
        <translation>FP8 如何缩放操作数（Megatron-Core 的 fp8_recipe；与 --precision fp8 一起使用）：delayed，按之前各步的 amax（默认）；tensorwise，按每个张量自身的 amax，在转换前单独扫描一遍求得（当前缩放，FP8-CS）；mxfp8，每 32 个元素一个缩放因子（Blackwell）；blockwise，每 128 个一块。</translation>
    </message>
    <message>
        <source>The gradients&apos; buffer and their DP reduction in FP32 (the default; Megatron-Core&apos;s grad_reduce_in_fp32) or in BF16, half the bytes, as Megatron-Bridge&apos;s performance recipes run.</source>
        <translation>梯度缓冲区及其数据并行归约用 FP32（默认；Megatron-Core 的 grad_reduce_in_fp32）或 BF16（字节数减半，Megatron-Bridge 的性能配方即如此运行）。</translation>
    </message>
    <message>
        <source>Queue pairs per NCCL connection, as NCCL_IB_QPS_PER_CONNECTION (1 to 128, default 1). Under static ECMP each is hashed onto a path of its own and carries an equal share, so more of them spread the traffic over more uplinks (flow fidelity; adaptive routing and the analytic model spread it evenly anyway).</source>
        <translation>每条 NCCL 连接的队列对（QP）数，即 NCCL_IB_QPS_PER_CONNECTION（1 到 128，默认 1）。在静态 ECMP 下，每个 QP 各自被哈希到一条路径上并承载相等的份额，因此 QP 越多，流量分散到的上行链路越多（流级精度；自适应路由和解析模型本来就均匀分散）。</translation>
    </message>
    <message>
        <source>Flow fidelity on a fabric with static ECMP: queue pairs per NCCL connection, as NCCL_IB_QPS_PER_CONNECTION (1 to 128, default 1), each hashed onto a path of its own.</source>
        <translation>流级精度、静态 ECMP 的网络上：每条 NCCL 连接的队列对（QP）数，即 NCCL_IB_QPS_PER_CONNECTION（1 到 128，默认 1），每个 QP 各自被哈希到一条路径上。</translation>
    </message>
    <message>
        <source>How the loss passes over the logits (Megatron-Core&apos;s cross_entropy_loss_fusion and cross_entropy_fusion_impl): unfused, one kernel after another on FP32 logits (the default, Megatron-Core&apos;s), 52 bytes a logit; native, the same steps fused, 28; te, Transformer Engine&apos;s kernel on the BF16 logits, as Megatron-Bridge&apos;s performance recipes run, 6.</source>
        <translation>损失如何遍历 logits（Megatron-Core 的 cross_entropy_loss_fusion 和 cross_entropy_fusion_impl）：unfused，在 FP32 logits 上逐个内核执行（默认值，即 Megatron-Core 的），每个 logit 52 字节；native，同样的步骤融合执行，28 字节；te，Transformer Engine 在 BF16 logits 上的内核，如 Megatron-Bridge 的性能配方所用，6 字节。</translation>
    </message>
</context>
</TS>
