<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>scalescope-core</name>
    <message>
        <source>tensor parallel (TP) must be at least 1, not %1</source>
        <translation>张量并行（TP）必须至少为 1，而不是 %1</translation>
    </message>
    <message>
        <source>pipeline parallel (PP) must be at least 1, not %1</source>
        <translation>流水线并行（PP）必须至少为 1，而不是 %1</translation>
    </message>
    <message>
        <source>virtual pipeline stages (VPP) must be at least 1, not %1</source>
        <translation>虚拟流水线阶段（VPP）必须至少为 1，而不是 %1</translation>
    </message>
    <message>
        <source>data parallel (DP) must be at least 1, not %1</source>
        <translation>数据并行（DP）必须至少为 1，而不是 %1</translation>
    </message>
    <message>
        <source>context parallel (CP) must be at least 1, not %1</source>
        <translation>上下文并行（CP）必须至少为 1，而不是 %1</translation>
    </message>
    <message>
        <source>expert parallel (EP) must be at least 1, not %1</source>
        <translation>专家并行（EP）必须至少为 1，而不是 %1</translation>
    </message>
    <message>
        <source>micro-batch must be at least 1, not %1</source>
        <translation>微批次必须至少为 1，而不是 %1</translation>
    </message>
    <message>
        <source>tensor parallel %1 does not divide the %2 attention heads of %3</source>
        <translation>张量并行 %1 不能整除 %3 的 %2 个注意力头</translation>
    </message>
    <message>
        <source>tensor parallel %1 does not divide the %2 key/value heads of %3</source>
        <translation>张量并行 %1 不能整除 %3 的 %2 个键/值头</translation>
    </message>
    <message>
        <source>pipeline parallel %1 x virtual stages %2 = %3 does not divide the %4 layers of %5 (nor %6, for one layer fewer on the first and last stages)</source>
        <translation>流水线并行 %1 x 虚拟阶段 %2 = %3 不能整除 %5 的 %4 层（也不能整除 %6，即首尾两个阶段各少一层的情况）</translation>
    </message>
    <message>
        <source>virtual pipeline stages (VPP %1) need pipeline parallel above 1</source>
        <translation>虚拟流水线阶段（VPP %1）要求流水线并行大于 1</translation>
    </message>
    <message>
        <source>expert parallel %1 needs a mixture of experts; %2 has none</source>
        <translation>专家并行 %1 需要混合专家模型；%2 不是混合专家模型</translation>
    </message>
    <message>
        <source>expert parallel %1 does not divide the %2 experts of %3</source>
        <translation>专家并行 %1 不能整除 %3 的 %2 个专家</translation>
    </message>
    <message>
        <source>expert parallel %1 does not divide data parallel x context parallel = %2 (experts are split among the ranks that hold the same layers)</source>
        <translation>专家并行 %1 不能整除数据并行 x 上下文并行 = %2（专家分布在持有相同层的各 rank 之间）</translation>
    </message>
    <message>
        <source>global batch %1 is not a multiple of micro-batch %2 x data parallel %3 = %4</source>
        <translation>全局批次 %1 不是微批次 %2 x 数据并行 %3 = %4 的倍数</translation>
    </message>
    <message>
        <source>the interleaved schedule needs the %1 micro-batches per pipeline to be a multiple of pipeline parallel %2</source>
        <translation>交错调度要求每条流水线的微批次数 %1 是流水线并行 %2 的倍数</translation>
    </message>
    <message>
        <source>context parallel %1 needs the sequence of %2 tokens to be a multiple of 2 x CP = %3</source>
        <translation>上下文并行 %1 要求序列长度（%2 个 token）是 2 x CP = %3 的倍数</translation>
    </message>
    <message>
        <source>sequence parallelism needs the %1 tokens per context-parallel rank to be a multiple of tensor parallel %2</source>
        <translation>序列并行要求每个上下文并行 rank 上的 token 数 %1 是张量并行 %2 的倍数</translation>
    </message>
    <message>
        <source>%1 GPUs are not TP %2 x PP %3 x DP %4 x CP %5 = %6</source>
        <translation>%1 个 GPU 不等于 TP %2 x PP %3 x DP %4 x CP %5 = %6</translation>
    </message>
    <message>
        <source>the %1 has no FP8 tensor cores; train it in bf16</source>
        <translation>%1 没有 FP8 Tensor Core；请改用 bf16 训练</translation>
    </message>
    <message>
        <source>%1 needs %2 per GPU on pipeline stage %3 (weights %4, gradients %5, optimizer state %6, activations %7) but the %8 has %9</source>
        <translation>%1 在流水线阶段 %3 上每个 GPU 需要 %2（权重 %4，梯度 %5，优化器状态 %6，激活 %7），但 %8 只有 %9</translation>
    </message>
    <message>
        <source>it delivered nothing</source>
        <translation>未产生任何吞吐量</translation>
    </message>
    <message>
        <source>the design has no GPUs</source>
        <translation>设计中没有 GPU</translation>
    </message>
    <message>
        <source>the design has no compute fabric</source>
        <translation>设计中没有计算网络</translation>
    </message>
    <message>
        <source>must not be empty: every figure says where it comes from</source>
        <translation>不能为空：每个数据都必须注明来源</translation>
    </message>
    <message>
        <source>expected a date as YYYY, YYYY-MM or YYYY-MM-DD, found &quot;%1&quot;</source>
        <translation>应为 YYYY、YYYY-MM 或 YYYY-MM-DD 格式的日期，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>expected list, street or estimate, found &quot;%1&quot;</source>
        <translation>应为 list、street 或 estimate，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>must not exceed max_W</source>
        <translation>不能超过 max_W</translation>
    </message>
    <message>
        <source>copper needs its reach</source>
        <translation>铜缆需要注明长度</translation>
    </message>
    <message>
        <source>names no cable: give copper, active_copper or fiber</source>
        <translation>未指定任何线缆：请给出 copper、active_copper 或 fiber</translation>
    </message>
    <message>
        <source>fiber needs a transceiver at each end</source>
        <translation>光纤的每一端都需要一个光模块</translation>
    </message>
    <message>
        <source>unknown NVLink generation &quot;%1&quot;</source>
        <translation>未知的 NVLink 版本 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown PCIe generation &quot;%1&quot;</source>
        <translation>未知的 PCIe 版本 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected infiniband, ethernet or any, found &quot;%1&quot;</source>
        <translation>应为 infiniband、ethernet 或 any，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected nvswitch, pcie, infiniband or ethernet, found &quot;%1&quot;</source>
        <translation>应为 nvswitch、pcie、infiniband 或 ethernet，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown GPU &quot;%1&quot;</source>
        <translation>未知的 GPU &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown CPU &quot;%1&quot;</source>
        <translation>未知的 CPU &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown switch &quot;%1&quot;</source>
        <translation>未知的交换机 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown NIC &quot;%1&quot;</source>
        <translation>未知的网卡 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected pcie_switch, cpu or gpu, found &quot;%1&quot;</source>
        <translation>应为 pcie_switch、cpu 或 gpu，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>NICs attach to PCIe switches but the tray has none</source>
        <translation>网卡连接到 PCIe 交换机，但托盘中没有 PCIe 交换机</translation>
    </message>
    <message>
        <source>NICs attach to CPUs but the tray has none</source>
        <translation>网卡连接到 CPU，但托盘中没有 CPU</translation>
    </message>
    <message>
        <source>expected &quot;nodes&quot; or &quot;racks&quot;, found &quot;%1&quot;</source>
        <translation>应为 &quot;nodes&quot; 或 &quot;racks&quot;，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>must divide the number of chips</source>
        <translation>必须能整除芯片数</translation>
    </message>
    <message>
        <source>expected a positive count or an array of one positive count per chip</source>
        <translation>应为一个正整数，或由每个芯片各一个正整数组成的数组</translation>
    </message>
    <message>
        <source>expected rail-optimized or fat-tree</source>
        <translation>应为 rail-optimized 或 fat-tree</translation>
    </message>
    <message>
        <source>unknown storage server &quot;%1&quot;</source>
        <translation>未知的存储服务器 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected &quot;scalescope-catalog&quot;</source>
        <translation>应为 &quot;scalescope-catalog&quot;</translation>
    </message>
    <message>
        <source>unknown catalog item &quot;%1&quot;</source>
        <translation>未知的目录条目 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected mla or mha, found &quot;%1&quot;</source>
        <translation>应为 mla 或 mha，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>must not exceed the %1 experts</source>
        <translation>不能超过专家总数 %1</translation>
    </message>
    <message>
        <source>must be fewer than the model&apos;s %1 layers</source>
        <translation>必须少于模型的层数 %1</translation>
    </message>
    <message>
        <source>expected %1 or %2, found &quot;%3&quot;</source>
        <translation>应为 %1 或 %2，实际为 &quot;%3&quot;</translation>
    </message>
    <message>
        <source>must divide the %1 heads</source>
        <translation>必须能整除头数 %1</translation>
    </message>
    <message>
        <source>must divide hidden %1 (or give head_dim)</source>
        <translation>必须能整除隐藏维度 %1（或给出 head_dim）</translation>
    </message>
    <message>
        <source>no model is named &quot;%1&quot;</source>
        <translation>没有名为 &quot;%1&quot; 的模型</translation>
    </message>
    <message>
        <source>cannot be placed: %1</source>
        <translation>无法放置：%1</translation>
    </message>
    <message>
        <source>it cannot be placed: %1</source>
        <translation>无法放置该作业：%1</translation>
    </message>
    <message>
        <source>the catalog has no model &quot;%1&quot;</source>
        <translation>目录中没有模型 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>there is no device %1</source>
        <translation>不存在设备 %1</translation>
    </message>
    <message>
        <source>the new design</source>
        <translation>新设计</translation>
    </message>
    <message>
        <source>nothing was copied</source>
        <translation>没有复制任何内容</translation>
    </message>
    <message>
        <source>only a generated design has a compute NIC rate to change</source>
        <translation>只有生成的设计才有可修改的计算网卡速率</translation>
    </message>
    <message>
        <source>a NIC rate must be from 1 Mb/s to 1 PB/s</source>
        <translation>网卡速率必须在 1 Mb/s 到 1 PB/s 之间</translation>
    </message>
    <message>
        <source>no host&apos;s adapters say which catalog system it is</source>
        <translation>没有哪台主机的适配器能表明它是目录中的哪种系统</translation>
    </message>
    <message>
        <source>a job needs a name</source>
        <translation>作业需要名称</translation>
    </message>
    <message>
        <source>the job&apos;s name %1</source>
        <translation>作业名称%1</translation>
    </message>
    <message>
        <source>a training job needs a name</source>
        <translation>训练作业需要名称</translation>
    </message>
    <message>
        <source>the training job&apos;s name %1</source>
        <translation>训练作业名称%1</translation>
    </message>
    <message>
        <source>a collective job is already called &quot;%1&quot;</source>
        <translation>已有名为 &quot;%1&quot; 的集合通信作业</translation>
    </message>
    <message>
        <source>no training job is called &quot;%1&quot;</source>
        <translation>没有名为 &quot;%1&quot; 的训练作业</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a catalog InfiniBand or Ethernet switch</source>
        <translation>&quot;%1&quot; 不是目录中的 InfiniBand 或以太网交换机</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a catalog storage server</source>
        <translation>&quot;%1&quot; 不是目录中的存储服务器</translation>
    </message>
    <message>
        <source>unknown palette item &quot;%1&quot;</source>
        <translation>未知的组件 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>nothing is named &quot;%1&quot;</source>
        <translation>没有名为 &quot;%1&quot; 的设备或组</translation>
    </message>
    <message>
        <source>no generated node is named %1</source>
        <translation>没有名为 %1 的生成节点</translation>
    </message>
    <message>
        <source>no generated link joins %1 and %2</source>
        <translation>没有连接 %1 和 %2 的生成链路</translation>
    </message>
    <message>
        <source>duplicate group name %1</source>
        <translation>重复的组名 %1</translation>
    </message>
    <message>
        <source>unknown group %1 (a parent must be listed before its children)</source>
        <translation>未知的组 %1（父组必须列在其子组之前）</translation>
    </message>
    <message>
        <source>unknown system %1</source>
        <translation>未知的系统 %1</translation>
    </message>
    <message>
        <source>duplicate node name %1 (first at /nodes/%2)</source>
        <translation>重复的节点名 %1（首次出现在 /nodes/%2）</translation>
    </message>
    <message>
        <source>duplicate node name %1 (a generated node has it)</source>
        <translation>重复的节点名 %1（已有同名的生成节点）</translation>
    </message>
    <message>
        <source>needs &quot;ports&quot; or a catalog &quot;model&quot;</source>
        <translation>需要 &quot;ports&quot; 或目录中的 &quot;model&quot;</translation>
    </message>
    <message>
        <source>model %1 is not in the catalog as a %2; give &quot;ports&quot;</source>
        <translation>型号 %1 在目录中不是 %2；请给出 &quot;ports&quot;</translation>
    </message>
    <message>
        <source>unknown group %1</source>
        <translation>未知的组 %1</translation>
    </message>
    <message>
        <source>no device or group is named %1</source>
        <translation>没有名为 %1 的设备或组</translation>
    </message>
    <message>
        <source>no device is named %1</source>
        <translation>没有名为 %1 的设备</translation>
    </message>
    <message>
        <source>model %1 is not in the catalog as a %2</source>
        <translation>型号 %1 在目录中不是 %2</translation>
    </message>
    <message>
        <source>model %1 has %2 ports; %3 are cabled</source>
        <translation>型号 %1 有 %2 个端口；已连线的有 %3 个</translation>
    </message>
    <message>
        <source>%1 has no PCI address</source>
        <translation>%1 没有 PCI 地址</translation>
    </message>
    <message>
        <source>%1 has no InfiniBand LID</source>
        <translation>%1 没有 InfiniBand LID</translation>
    </message>
    <message>
        <source>%1 has no InfiniBand GUID</source>
        <translation>%1 没有 InfiniBand GUID</translation>
    </message>
    <message>
        <source>%1 has no IP address</source>
        <translation>%1 没有 IP 地址</translation>
    </message>
    <message>
        <source>%1 has no MAC address</source>
        <translation>%1 没有 MAC 地址</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a %2 model in the catalog</source>
        <translation>&quot;%1&quot; 不是目录中的 %2 型号</translation>
    </message>
    <message>
        <source>%1 has %2 ports; %3 are cabled</source>
        <translation>%1 有 %2 个端口；已连线的有 %3 个</translation>
    </message>
    <message>
        <source>%1 %2 is already used by %3</source>
        <translation>%1 %2 已被 %3 使用</translation>
    </message>
    <message>
        <source>a PCI address is written like 0000:18:00.0</source>
        <translation>PCI 地址的写法如 0000:18:00.0</translation>
    </message>
    <message>
        <source>a LID is a whole number from 1 to 49151</source>
        <translation>LID 是 1 到 49151 之间的整数</translation>
    </message>
    <message>
        <source>a GUID is written like 0x0c42a10300000001</source>
        <translation>GUID 的写法如 0x0c42a10300000001</translation>
    </message>
    <message>
        <source>an IP address is written like 10.0.0.1</source>
        <translation>IP 地址的写法如 10.0.0.1</translation>
    </message>
    <message>
        <source>a MAC address is written like 0c:42:a1:00:00:01</source>
        <translation>MAC 地址的写法如 0c:42:a1:00:00:01</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be set by hand</source>
        <translation>&quot;%1&quot; 不能手动设置</translation>
    </message>
    <message>
        <source>no such device</source>
        <translation>设备不存在</translation>
    </message>
    <message>
        <source>unknown node %1</source>
        <translation>未知的节点 %1</translation>
    </message>
    <message>
        <source>a generated link</source>
        <translation>一条生成的链路</translation>
    </message>
    <message>
        <source>a link must join two different nodes</source>
        <translation>链路必须连接两个不同的节点</translation>
    </message>
    <message>
        <source>%1 cannot join a %2 and a %3</source>
        <translation>%1 无法连接 %2 和 %3</translation>
    </message>
    <message>
        <source>port %1 is outside %2&apos;s ports %3..%4</source>
        <translation>端口 %1 超出了 %2 的端口范围 %3..%4</translation>
    </message>
    <message>
        <source>port %1 of %2 is already used by %3</source>
        <translation>%2 的端口 %1 已被 %3 使用</translation>
    </message>
    <message>
        <source>a degraded link keeps 1 to 255 lanes, not %1</source>
        <translation>降级链路保留的通道数必须为 1 到 255，而不是 %1</translation>
    </message>
    <message>
        <source>%1 (or type the lanes left, such as &quot;2 lanes&quot;)</source>
        <translation>%1（或输入剩余的通道数，如 &quot;2 lanes&quot;）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a system of one node</source>
        <translation>&quot;%1&quot; 不是单节点系统</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a host of adapters alone</source>
        <translation>&quot;%1&quot; 不是仅由适配器组成的主机</translation>
    </message>
    <message>
        <source>the job needs %1 GPU(s) marked failed (%2): it cannot run without them; run it on the %3 surviving GPUs to leave them out</source>
        <translation>作业需要 %1 个已标记为故障的 GPU（%2）：没有它们就无法运行；在 %3 个幸存的 GPU 上运行即可排除它们</translation>
    </message>
    <message>
        <source>%1&apos;s NVLink generation is not in the catalog</source>
        <translation>目录中没有 %1 的 NVLink 版本</translation>
    </message>
    <message>
        <source>a %1 and a %2 share no tier a cable can join (NVLink needs a GPU and an NVSwitch; InfiniBand and Ethernet need a switch at one end)</source>
        <translation>%1 和 %2 没有可用线缆连接的共同层级（NVLink 需要一个 GPU 和一个 NVSwitch；InfiniBand 和以太网需要一端是交换机）</translation>
    </message>
    <message>
        <source>%1 has no free %2 port (all %3 are in use)</source>
        <translation>%1 没有空闲的 %2 端口（全部 %3 个都已占用）</translation>
    </message>
    <message>
        <source>a link&apos;s bandwidth must be from 1 Mb/s to 1 PB/s</source>
        <translation>链路带宽必须在 1 Mb/s 到 1 PB/s 之间</translation>
    </message>
    <message>
        <source>%1 has no %2 link on port %3</source>
        <translation>%1 的端口 %3 上没有 %2 链路</translation>
    </message>
    <message>
        <source>a cable needs two different devices</source>
        <translation>线缆必须连接两台不同的设备</translation>
    </message>
    <message>
        <source>neither %1 nor %2 has a known port rate</source>
        <translation>%1 和 %2 的端口速率都未知</translation>
    </message>
    <message>
        <source>the design has no %1 left to fail</source>
        <translation>设计中已没有可标记为故障的 %1</translation>
    </message>
    <message>
        <source>fails no %1 (%2 in the design): ask for more</source>
        <translation>一个 %1 也不会被标记为故障（设计中有 %2 个）：请增大数量</translation>
    </message>
    <message>
        <source>asks for %1 %2 but the design has %3</source>
        <translation>要求 %1 个 %2，但设计中只有 %3 个</translation>
    </message>
    <message>
        <source>asks for %1 %2 but the design has %3 not marked already</source>
        <translation>要求 %1 个 %2，但设计中尚未标记的只有 %3 个</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2</source>
        <translation>&quot;%1&quot;：%2</translation>
    </message>
    <message>
        <source>%1 is already used by %2</source>
        <translation>%1 已被 %2 使用</translation>
    </message>
    <message>
        <source>a story needs a name</source>
        <translation>故事需要名称</translation>
    </message>
    <message>
        <source>the story&apos;s name %1</source>
        <translation>故事名称%1</translation>
    </message>
    <message>
        <source>there is a story named %1 already</source>
        <translation>已有名为 %1 的故事</translation>
    </message>
    <message>
        <source>there is no story named %1</source>
        <translation>没有名为 %1 的故事</translation>
    </message>
    <message>
        <source>the story %1 has %2 scenes, not a scene %3</source>
        <translation>故事 %1 只有 %2 个场景，没有第 %3 个场景</translation>
    </message>
    <message>
        <source>a text needs its language</source>
        <translation>文本需要指定语言</translation>
    </message>
    <message>
        <source>the text %1</source>
        <translation>文本%1</translation>
    </message>
    <message>
        <source>the story %1 has %2 scenes: a scene cannot go at place %3</source>
        <translation>故事 %1 有 %2 个场景：场景不能放在第 %3 个位置</translation>
    </message>
    <message>
        <source>%1 is a device: only a link can be degraded</source>
        <translation>%1 是设备：只有链路可以降级</translation>
    </message>
    <message>
        <source>%1 is a group: only a link can be degraded</source>
        <translation>%1 是组：只有链路可以降级</translation>
    </message>
    <message>
        <source>%1 names no device, group or link of the design</source>
        <translation>%1 不是设计中的设备、组或链路</translation>
    </message>
    <message>
        <source>no link joins %1 and %2</source>
        <translation>没有连接 %1 和 %2 的链路</translation>
    </message>
    <message>
        <source>%1 has %2 lane(s): a degraded link keeps 1 to %3</source>
        <translation>%1 有 %2 条通道：降级链路保留 1 到 %3 条</translation>
    </message>
    <message>
        <source>%1 runs at %2: a degraded link runs slower, not at %3</source>
        <translation>%1 的速率为 %2：降级链路的速率必须更低，而不是 %3</translation>
    </message>
    <message>
        <source>no path is left from %1: it has no link left to the fabric</source>
        <translation>%1 已没有剩余路径：它与网络之间已没有剩余的链路</translation>
    </message>
    <message>
        <source>no path is left from %1 (on %2) to %3 (on %4): no switch left joins %2 and %4</source>
        <translation>从 %1（位于 %2）到 %3（位于 %4）已没有剩余路径：没有剩余的交换机连接 %2 和 %4</translation>
    </message>
    <message>
        <source>it would place a rank on %1, which is marked failed</source>
        <translation>它会把一个 rank 放在已标记为故障的 %1 上</translation>
    </message>
    <message>
        <source>leaf %1 has no uplink ports to join %2 leaves</source>
        <translation>叶交换机 %1 没有上行端口来连接 %2 个叶交换机</translation>
    </message>
    <message>
        <source>%1 leaves exceed a three-tier fat tree of %2 (radix %3)</source>
        <translation>%1 个叶交换机超出了由 %2 构成的三层胖树的容量（基数 %3）</translation>
    </message>
    <message>
        <source>%1 compute NICs cannot be joined by %2 even with one plane per rail: %3</source>
        <translation>即使每个 rail 一个平面，%2 也无法连接 %1 块计算网卡：%3</translation>
    </message>
    <message>
        <source>%1 storage ports cannot be joined by %2 and %3 even in %4 planes</source>
        <translation>即使分成 %4 个平面，%2 和 %3 也无法连接 %1 个存储端口</translation>
    </message>
    <message>
        <source>%1 management ports cannot be joined by %2 and %3 even in %4 planes</source>
        <translation>即使分成 %4 个平面，%2 和 %3 也无法连接 %1 个管理端口</translation>
    </message>
    <message>
        <source>--%1 must be between 1 and %2</source>
        <translation>--%1 必须在 1 到 %2 之间</translation>
    </message>
    <message>
        <source>--storage must be between 0 and %1</source>
        <translation>--storage 必须在 0 到 %1 之间</translation>
    </message>
    <message>
        <source>%1 storage ports cannot be joined even in %2 planes</source>
        <translation>即使分成 %2 个平面，也无法连接 %1 个存储端口</translation>
    </message>
    <message>
        <source>%1 management ports cannot be joined even in %2 planes</source>
        <translation>即使分成 %2 个平面，也无法连接 %1 个管理端口</translation>
    </message>
    <message>
        <source>unknown preset &quot;%1&quot; (known: %2)</source>
        <translation>未知预设 &quot;%1&quot;（已知：%2）</translation>
    </message>
    <message>
        <source>oversubscription must be between 1 and %1</source>
        <translation>收敛比必须在 1 到 %1 之间</translation>
    </message>
    <message>
        <source>a compute NIC rate must be from 1 Mb/s to 1 PB/s, not %1</source>
        <translation>计算网卡速率必须在 1 Mb/s 到 1 PB/s 之间，而不是 %1</translation>
    </message>
    <message>
        <source>no catalog %1 NIC carries %2</source>
        <translation>硬件目录中没有支持 %2 的 %1 网卡</translation>
    </message>
    <message>
        <source>Ethernet switch &quot;%1&quot; is not a catalog switch of the right kind</source>
        <translation>以太网交换机 &quot;%1&quot; 不是硬件目录中对应类型的交换机</translation>
    </message>
    <message>
        <source>InfiniBand switch &quot;%1&quot; is not a catalog switch of the right kind</source>
        <translation>InfiniBand 交换机 &quot;%1&quot; 不是硬件目录中对应类型的交换机</translation>
    </message>
    <message>
        <source>no catalog %1 switch carries %2</source>
        <translation>硬件目录中没有支持 %2 的 %1 交换机</translation>
    </message>
    <message>
        <source>storage leaf switch &quot;%1&quot; is not a catalog switch of the right kind</source>
        <translation>存储叶交换机 &quot;%1&quot; 不是硬件目录中对应类型的交换机</translation>
    </message>
    <message>
        <source>storage spine switch &quot;%1&quot; is not a catalog switch of the right kind</source>
        <translation>存储脊交换机 &quot;%1&quot; 不是硬件目录中对应类型的交换机</translation>
    </message>
    <message>
        <source>management leaf switch &quot;%1&quot; is not a catalog switch of the right kind</source>
        <translation>管理叶交换机 &quot;%1&quot; 不是硬件目录中对应类型的交换机</translation>
    </message>
    <message>
        <source>management spine switch &quot;%1&quot; is not a catalog switch of the right kind</source>
        <translation>管理脊交换机 &quot;%1&quot; 不是硬件目录中对应类型的交换机</translation>
    </message>
    <message>
        <source>%1 cannot be built with these options: %2</source>
        <translation>在这些选项下无法构建 %1：%2</translation>
    </message>
    <message>
        <source>%1 holds at most %2 nodes with these options, not %3: beyond that %4</source>
        <translation>在这些选项下，%1 最多容纳 %2 个节点，而不是 %3 个：超过此数时，%4</translation>
    </message>
    <message>
        <source>%1 holds at most %2 racks with these options, not %3: beyond that %4</source>
        <translation>在这些选项下，%1 最多容纳 %2 个机柜，而不是 %3 个：超过此数时，%4</translation>
    </message>
    <message>
        <source>oversubscription %1 leaves %2 without down or up ports</source>
        <translation>收敛比为 %1 时，%2 没有可用的下行或上行端口</translation>
    </message>
    <message>
        <source>more LIDs than one InfiniBand subnet holds</source>
        <translation>LID 数超过一个 InfiniBand 子网的容量</translation>
    </message>
    <message>
        <source>catalog system &quot;%1&quot;: unknown GPU &quot;%2&quot;</source>
        <translation>硬件目录中的系统 &quot;%1&quot;：未知的 GPU &quot;%2&quot;</translation>
    </message>
    <message>
        <source>catalog system &quot;%1&quot;: unknown NVLink generation &quot;%2&quot;</source>
        <translation>硬件目录中的系统 &quot;%1&quot;：未知的 NVLink 代次 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>catalog system &quot;%1&quot;: &quot;%2&quot; is not an NVSwitch</source>
        <translation>硬件目录中的系统 &quot;%1&quot;：&quot;%2&quot; 不是 NVSwitch</translation>
    </message>
    <message>
        <source>catalog system &quot;%1&quot;: GPUs would need %2 NVLinks, %3 has %4</source>
        <translation>硬件目录中的系统 &quot;%1&quot;：GPU 需要 %2 条 NVLink，而 %3 只有 %4 条</translation>
    </message>
    <message>
        <source>catalog system &quot;%1&quot;: a switch chip would need %2 ports, %3 has %4</source>
        <translation>硬件目录中的系统 &quot;%1&quot;：交换芯片需要 %2 个端口，而 %3 只有 %4 个</translation>
    </message>
    <message>
        <source>catalog system &quot;%1&quot;: &quot;%2&quot; is not a PCIe switch</source>
        <translation>硬件目录中的系统 &quot;%1&quot;：&quot;%2&quot; 不是 PCIe 交换机</translation>
    </message>
    <message>
        <source>catalog system &quot;%1&quot;: unknown storage NIC &quot;%2&quot;</source>
        <translation>硬件目录中的系统 &quot;%1&quot;：未知的存储网卡 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>catalog system &quot;%1&quot;: unknown BMC port &quot;%2&quot;</source>
        <translation>硬件目录中的系统 &quot;%1&quot;：未知的 BMC 端口 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>catalog system &quot;%1&quot;: unknown CPU &quot;%2&quot;</source>
        <translation>硬件目录中的系统 &quot;%1&quot;：未知的 CPU &quot;%2&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; %2</source>
        <translation>&quot;%1&quot; %2</translation>
    </message>
    <message>
        <source>expected &quot;node:port&quot;, found &quot;%1&quot;</source>
        <translation>应为 &quot;node:port&quot;，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>port &quot;%1&quot; is not a number from 0 to 65535</source>
        <translation>端口 &quot;%1&quot; 不是 0 到 65535 之间的数字</translation>
    </message>
    <message>
        <source>give &quot;nodes&quot; or &quot;racks&quot;, not both</source>
        <translation>请给出 &quot;nodes&quot; 或 &quot;racks&quot;，不能两者都给</translation>
    </message>
    <message>
        <source>%1 is counted in racks: use &quot;racks&quot;</source>
        <translation>%1 按机柜计数：请用 &quot;racks&quot;</translation>
    </message>
    <message>
        <source>%1 is counted in nodes: use &quot;nodes&quot;</source>
        <translation>%1 按节点计数：请用 &quot;nodes&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of: %2</source>
        <translation>&quot;%1&quot; 不是以下值之一：%2</translation>
    </message>
    <message>
        <source>a RoCE fabric&apos;s switch is given as &quot;eth_switch&quot;</source>
        <translation>RoCE 网络的交换机应以 &quot;eth_switch&quot; 给出</translation>
    </message>
    <message>
        <source>an InfiniBand fabric&apos;s switch is given as &quot;ib_switch&quot; (or set &quot;network&quot;: &quot;roce&quot;)</source>
        <translation>InfiniBand 网络的交换机应以 &quot;ib_switch&quot; 给出（或设置 &quot;network&quot;: &quot;roce&quot;）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an address like %2</source>
        <translation>&quot;%1&quot; 不是形如 %2 的地址</translation>
    </message>
    <message>
        <source>a node name must be non-empty and must not contain &apos;:&apos;</source>
        <translation>节点名称不能为空，也不能包含 &apos;:&apos;</translation>
    </message>
    <message>
        <source>expected a size such as 8, 32K, 512M or 8G, found &quot;%1&quot;</source>
        <translation>应为大小，如 8、32K、512M 或 8G，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>another job is named &quot;%1&quot; (%2)</source>
        <translation>另一个作业也名为 &quot;%1&quot;（%2）</translation>
    </message>
    <message>
        <source>lists %1 GPUs; the job needs %2 (TP x PP x DP x CP)</source>
        <translation>列出了 %1 个 GPU；作业需要 %2 个（TP x PP x DP x CP）</translation>
    </message>
    <message>
        <source>expected &quot;scalescope&quot;, found &quot;%1&quot;: this is not a ScaleScope design</source>
        <translation>应为 &quot;scalescope&quot;，实际为 &quot;%1&quot;：这不是 ScaleScope 设计</translation>
    </message>
    <message>
        <source>expected a positive integer, found %1</source>
        <translation>应为正整数，实际为 %1</translation>
    </message>
    <message>
        <source>this file is version %1; this ScaleScope reads versions up to %2 (update ScaleScope to open it)</source>
        <translation>此文件的版本为 %1；此 ScaleScope 只能读取 %2 及以下的版本（请更新 ScaleScope 以打开它）</translation>
    </message>
    <message>
        <source>a design with a generator states its network in &quot;generator&quot;</source>
        <translation>带生成器的设计应在 &quot;generator&quot; 中给出其网络</translation>
    </message>
    <message>
        <source>a design with a generator states its routing in &quot;generator&quot;</source>
        <translation>带生成器的设计应在 &quot;generator&quot; 中给出其路由</translation>
    </message>
    <message>
        <source>expected a node name, found %1</source>
        <translation>应为节点名称，实际为 %1</translation>
    </message>
    <message>
        <source>sets nothing: give model, pci, lid, guid, ip or mac</source>
        <translation>未设置任何内容：请给出 model、pci、lid、guid、ip 或 mac</translation>
    </message>
    <message>
        <source>expected [x, y], two numbers, found %1</source>
        <translation>应为 [x, y]（两个数字），实际为 %1</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <source>would write a file that does not read back: line %1:%2: %3</source>
        <translation>写出的文件将无法读回：第 %1 行第 %2 列：%3</translation>
    </message>
    <message>
        <source>would write a file that does not read back: %1: %2</source>
        <translation>写出的文件将无法读回：%1：%2</translation>
    </message>
    <message>
        <source>would write a file that does not read back: %1</source>
        <translation>写出的文件将无法读回：%1</translation>
    </message>
    <message>
        <source>would write a file that does not read back: a name or text is not valid UTF-8</source>
        <translation>写出的文件将无法读回：某个名称或文本不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>would write a file that does not read back: %1 reads back different</source>
        <translation>写出的文件将无法读回：%1 读回后不一致</translation>
    </message>
    <message>
        <source>no GPU has an NVLink peer: there is no scale-up dimension</source>
        <translation>没有 GPU 具有 NVLink 对端：不存在 scale-up 维度</translation>
    </message>
    <message>
        <source>a single GPU has no network for ASTRA-sim to describe</source>
        <translation>单个 GPU 没有可供 ASTRA-sim 描述的网络</translation>
    </message>
    <message>
        <source>the design has no GPUs: ASTRA-sim&apos;s NPUs are GPUs</source>
        <translation>设计中没有 GPU：ASTRA-sim 的 NPU 就是 GPU</translation>
    </message>
    <message>
        <source>NVLink domains of different sizes (%1 GPUs) cannot be one ASTRA-sim dimension; every domain must have as many GPUs</source>
        <translation>大小不同的 NVLink 域（%1 个 GPU）不能构成一个 ASTRA-sim 维度；每个域的 GPU 数必须相同</translation>
    </message>
    <message>
        <source>GPUs have %1 to %2 GB/s of NVLink per direction: the narrowest is used</source>
        <translation>各 GPU 的 NVLink 带宽为每方向 %1 到 %2 GB/s：采用最小值</translation>
    </message>
    <message>
        <source>scale-up: %1 GPUs per NVLink domain through NVSwitch, each GPU&apos;s %2 GB/s per direction as one link to one switch</source>
        <translation>scale-up：每个 NVLink 域 %1 个 GPU，经 NVSwitch 连接，每个 GPU 每方向的 %2 GB/s 视为连到一台交换机的一条链路</translation>
    </message>
    <message>
        <source>NVLinks cabled straight between GPUs beside the switches are left out</source>
        <translation>交换机之外在 GPU 之间直接连线的 NVLink 未计入</translation>
    </message>
    <message>
        <source>GPUs are cabled to each other neither as a ring nor all to all: described as a Ring</source>
        <translation>GPU 之间的连线既不是环形也不是全互连：按 Ring 描述</translation>
    </message>
    <message>
        <source>scale-up: %1 GPUs per NVLink domain cabled directly (%2), %3 GB/s per GPU pair and direction</source>
        <translation>scale-up：每个 NVLink 域 %1 个 GPU，直接连线（%2），每对 GPU 每方向 %3 GB/s</translation>
    </message>
    <message>
        <source>%1 NVLink domains are not joined by a compute fabric (no compute NIC is cabled)</source>
        <translation>%1 个 NVLink 域之间没有计算网络相连（没有连线的计算网卡）</translation>
    </message>
    <message>
        <source>scale-out: %1 NVLink domains through the compute fabric as one switch, %2 GB/s of compute NIC per GPU and direction</source>
        <translation>scale-out：%1 个 NVLink 域经计算网络相连，计算网络视为一台交换机，每个 GPU 每方向的计算网卡带宽为 %2 GB/s</translation>
    </message>
    <message>
        <source>the compute fabric&apos;s %1 switch hop (worst path) become one switch: its latency is half the path, %2 ns; rails, oversubscription and planes are left out</source>
        <translation>计算网络最差路径上的 %1 跳交换机合并为一台交换机：其时延为路径时延的一半，即 %2 ns；不考虑 rail、收敛比和网络平面</translation>
    </message>
    <message>
        <source>the compute fabric&apos;s %1 switch hops (worst path) become one switch: its latency is half the path, %2 ns; rails, oversubscription and planes are left out</source>
        <translation>计算网络最差路径上的 %1 跳交换机合并为一台交换机：其时延为路径时延的一半，即 %2 ns；不考虑 rail、收敛比和网络平面</translation>
    </message>
    <message>
        <source>bandwidth is written in ASTRA-sim&apos;s unit, which it reads as 2^30 bytes/s (GiB/s): %1 GB/s (10^9 bytes/s) becomes %2</source>
        <translation>带宽以 ASTRA-sim 的单位写出，ASTRA-sim 将其读作 2^30 bytes/s（GiB/s）：%1 GB/s（10^9 bytes/s）写为 %2</translation>
    </message>
    <message>
        <source>a switch dimension of %1 NPUs (not a power of two) runs ring collectives instead of halving-doubling</source>
        <translation>%1 个 NPU 的 Switch 维度（不是 2 的幂）运行 ring 集合通信，而不是 halving-doubling</translation>
    </message>
    <message>
        <source>%1: the compute capability of GPU model &quot;%2&quot; is not known</source>
        <translation>%1：GPU 型号 &quot;%2&quot; 的计算能力未知</translation>
    </message>
    <message>
        <source>%1 needs %2 XML elements; NCCL reads %3</source>
        <translation>%1 需要 %2 个 XML 元素；NCCL 最多读取 %3 个</translation>
    </message>
    <message>
        <source>%1 has no GPUs for NCCL to describe</source>
        <translation>%1 中没有可供 NCCL 描述的 GPU</translation>
    </message>
    <message>
        <source>no such node</source>
        <translation>没有这个节点</translation>
    </message>
    <message>
        <source>%1 is not a node or compute tray: NCCL describes one operating system&apos;s devices</source>
        <translation>%1 不是节点或计算托盘：NCCL 描述的是一个操作系统中的设备</translation>
    </message>
    <message>
        <source>&lt;%1&gt; would have %2 attributes; NCCL reads %3</source>
        <translation>&lt;%1&gt; 将有 %2 个属性；NCCL 最多读取 %3 个</translation>
    </message>
    <message>
        <source>&lt;%1&gt; would have %2 children; NCCL reads %3</source>
        <translation>&lt;%1&gt; 将有 %2 个子元素；NCCL 最多读取 %3 个</translation>
    </message>
    <message>
        <source>&lt;%1 %2&gt; cannot be read by NCCL: &quot;%3&quot;</source>
        <translation>NCCL 无法读取 &lt;%1 %2&gt;：&quot;%3&quot;</translation>
    </message>
    <message>
        <source>a degraded link needs &quot;bandwidth&quot; (the rate it runs at) or &quot;lanes&quot; (left)</source>
        <translation>降级链路需要 &quot;bandwidth&quot;（其运行速率）或 &quot;lanes&quot;（剩余的通道数）</translation>
    </message>
    <message>
        <source>a failed mark carries no &quot;bandwidth&quot; or &quot;lanes&quot; (those are for &quot;degraded&quot;)</source>
        <translation>故障标记不带 &quot;bandwidth&quot; 或 &quot;lanes&quot;（它们用于 &quot;degraded&quot;）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is marked already (%2)</source>
        <translation>&quot;%1&quot; 已经标记过（%2）</translation>
    </message>
    <message>
        <source>missing &quot;%1&quot; (a list with one entry per dimension)</source>
        <translation>缺少 &quot;%1&quot;（每个维度一项的列表）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a list like [8, 4], one entry per dimension</source>
        <translation>&quot;%1&quot; 必须是形如 [8, 4] 的列表，每个维度一项</translation>
    </message>
    <message>
        <source>%1: expected %2</source>
        <translation>%1：应为 %2</translation>
    </message>
    <message>
        <source>%1: expected %2, found &quot;%3&quot;</source>
        <translation>%1：应为 %2，实际为 &quot;%3&quot;</translation>
    </message>
    <message>
        <source>expected a mapping with topology, npus_count, bandwidth and latency</source>
        <translation>应为包含 topology、npus_count、bandwidth 和 latency 的映射</translation>
    </message>
    <message>
        <source>&quot;topology&quot; names no dimension</source>
        <translation>&quot;topology&quot; 未列出任何维度</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has %2 entries but &quot;topology&quot; has %3; give one per dimension</source>
        <translation>&quot;%1&quot; 有 %2 项，而 &quot;topology&quot; 有 %3 项；请为每个维度给出一项</translation>
    </message>
    <message>
        <source>Ring, FullyConnected or Switch</source>
        <translation>Ring、FullyConnected 或 Switch</translation>
    </message>
    <message>
        <source>topology[%1]: unknown topology &quot;%2&quot; (expected Ring, FullyConnected or Switch)</source>
        <translation>topology[%1]：未知拓扑 &quot;%2&quot;（应为 Ring、FullyConnected 或 Switch）</translation>
    </message>
    <message>
        <source>a whole number of NPUs</source>
        <translation>NPU 数（整数）</translation>
    </message>
    <message>
        <source>npus_count[%1] is %2; a dimension has at least 2 NPUs</source>
        <translation>npus_count[%1] 为 %2；每个维度至少有 2 个 NPU</translation>
    </message>
    <message>
        <source>npus_count multiplies to more than %1 NPUs</source>
        <translation>npus_count 的乘积超过 %1 个 NPU</translation>
    </message>
    <message>
        <source>a bandwidth in GB/s</source>
        <translation>以 GB/s 为单位的带宽</translation>
    </message>
    <message>
        <source>bandwidth[%1] must be a link&apos;s rate, 1 Mb/s to 1 PB/s (about 0.000116 to 931323 in ASTRA-sim&apos;s GB/s, which are 2^30 bytes/s)</source>
        <translation>bandwidth[%1] 必须是链路速率，在 1 Mb/s 到 1 PB/s 之间（按 ASTRA-sim 的 GB/s，即 2^30 bytes/s 计，约为 0.000116 到 931323）</translation>
    </message>
    <message>
        <source>a latency in ns</source>
        <translation>以 ns 为单位的时延</translation>
    </message>
    <message>
        <source>latency[%1] must be from 0 to 10^12 ns</source>
        <translation>latency[%1] 必须在 0 到 10^12 ns 之间</translation>
    </message>
    <message>
        <source>npus_count[%1] needs devices of more than %2 ports</source>
        <translation>npus_count[%1] 需要端口数多于 %2 的设备</translation>
    </message>
    <message>
        <source>the network would have about %1 links, more than %2</source>
        <translation>网络将有约 %1 条链路，超过 %2 条</translation>
    </message>
    <message>
        <source>lists or mappings nested deeper than %1 levels</source>
        <translation>列表或映射的嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>not valid YAML</source>
        <translation>不是有效的 YAML</translation>
    </message>
    <message>
        <source>not valid YAML: %1</source>
        <translation>不是有效的 YAML：%1</translation>
    </message>
    <message>
        <source>empty file: expected topology, npus_count, bandwidth and latency</source>
        <translation>文件为空：应包含 topology、npus_count、bandwidth 和 latency</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not part of the analytical network file and was ignored</source>
        <translation>&quot;%1&quot; 不属于 analytical 网络文件，已忽略</translation>
    </message>
    <message>
        <source>the file names no hardware: GPUs, NICs and switches have no model</source>
        <translation>文件未指明硬件：GPU、网卡和交换机没有型号</translation>
    </message>
    <message>
        <source>the file does not say which dimensions are inside a node: dimension 0 is taken as the NVLink domain of each node, every further one as InfiniBand through one NIC per GPU</source>
        <translation>文件未说明哪些维度位于节点内部：维度 0 视为每个节点的 NVLink 域，其后每个维度视为经每 GPU 一块网卡连接的 InfiniBand</translation>
    </message>
    <message>
        <source>the file states no PCIe: each GPU reaches its NIC over a PCIe link as fast as the NIC&apos;s cables together</source>
        <translation>文件未说明 PCIe：每个 GPU 经一条 PCIe 链路连到其网卡，速率等于该网卡所有线缆速率之和</translation>
    </message>
    <message>
        <source>bandwidth is read as ASTRA-sim reads it, per link and direction in GB/s of 2^30 bytes/s (GiB/s: 100 in the file is 107.4 GB/s here), latency as ns per link</source>
        <translation>带宽按 ASTRA-sim 的方式读取，即每条链路每方向的 GB/s，1 GB/s 为 2^30 bytes/s（GiB/s：文件中的 100 在此为 107.4 GB/s）；时延按每条链路的 ns 读取</translation>
    </message>
    <message>
        <source>%1 joined to host %2 through %3 NIC</source>
        <translation>%1 通过 %3 块网卡与主机 %2 关联</translation>
    </message>
    <message>
        <source>%1 joined to host %2 through %3 NICs</source>
        <translation>%1 通过 %3 块网卡与主机 %2 关联</translation>
    </message>
    <message>
        <source>%1; %2 NIC is not in the fabric: kept without fabric links</source>
        <translation>%1；%2 块网卡不在网络中：予以保留，但没有网络链路</translation>
    </message>
    <message>
        <source>%1; %2 NICs are not in the fabric: kept without fabric links</source>
        <translation>%1；%2 块网卡不在网络中：予以保留，但没有网络链路</translation>
    </message>
    <message>
        <source>NIC %1 (guid %2) is the fabric&apos;s %3, already joined with %4</source>
        <translation>网卡 %1（guid %2）是网络中的 %3，已与 %4 关联</translation>
    </message>
    <message>
        <source>the node names no NIC with a GUID, so it cannot be placed in the fabric</source>
        <translation>该节点没有列出带 GUID 的网卡，因此无法放入网络</translation>
    </message>
    <message>
        <source>none of the node&apos;s NICs (system image guid %1) is an adapter of the fabric dump</source>
        <translation>该节点的网卡（system image guid %1）都不是网络转储中的适配器</translation>
    </message>
    <message>
        <source>NIC %1 is the fabric&apos;s %2, which is in no host</source>
        <translation>网卡 %1 是网络中的 %2，而它不属于任何主机</translation>
    </message>
    <message>
        <source>the node&apos;s NICs are adapters of two hosts of the fabric (%1 and %2)</source>
        <translation>该节点的网卡分别是网络中两台主机（%1 和 %2）的适配器</translation>
    </message>
    <message>
        <source>host %1 of the fabric is already joined with another node file</source>
        <translation>网络中的主机 %1 已与另一个节点文件关联</translation>
    </message>
    <message>
        <source>names an unknown group &quot;%1&quot;</source>
        <translation>指定了未知的组 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>names an unknown device &quot;%1&quot;</source>
        <translation>指定了未知的设备 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>NVLink 2 to 4</source>
        <translation>NVLink 2 至 4</translation>
    </message>
    <message>
        <source>GUID 0x%1 is described a second time (first at line %2)</source>
        <translation>GUID 0x%1 被重复描述（首次出现在第 %2 行）</translation>
    </message>
    <message>
        <source>the two ends disagree: this line joins port %1 of %2 to %3[%4], which line %5 joins to %6[%7]</source>
        <translation>两端不一致：本行将 %2 的端口 %1 连到 %3[%4]，而第 %5 行将后者连到 %6[%7]</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no %2 block in the file (is the file cut short?)</source>
        <translation>文件中没有 &quot;%1&quot; 的 %2 块（文件是否被截断？）</translation>
    </message>
    <message>
        <source>port %1 is outside %2&apos;s ports 1..%3</source>
        <translation>端口 %1 超出 %2 的端口范围 1..%3</translation>
    </message>
    <message>
        <source>port %1 is cabled to itself</source>
        <translation>端口 %1 连接到了自身</translation>
    </message>
    <message>
        <source>port %1 is listed twice (also at line %2)</source>
        <translation>端口 %1 被列出两次（另见第 %2 行）</translation>
    </message>
    <message>
        <source>the two ends disagree: this line joins port %1 of %2 to %3[%4], line %5 joins it to %6[%7]</source>
        <translation>两端不一致：本行将 %2 的端口 %1 连到 %3[%4]，第 %5 行则将它连到 %6[%7]</translation>
    </message>
    <message>
        <source>line %1 says %2, line %3 %4</source>
        <translation>第 %1 行为 %2，第 %3 行为 %4</translation>
    </message>
    <message>
        <source>LID %1 is already %2&apos;s (line %3)</source>
        <translation>LID %1 已属于 %2（第 %3 行）</translation>
    </message>
    <message>
        <source>switch tiers derived from hops to the hosts&apos; adapters: %1, %2, %3</source>
        <translation>根据到主机适配器的跳数推断出交换机层级：%1、%2、%3</translation>
    </message>
    <message>
        <source>%1 leaf</source>
        <translation>%1 台叶交换机</translation>
    </message>
    <message>
        <source>%1 leaves</source>
        <translation>%1 台叶交换机</translation>
    </message>
    <message>
        <source>%1 spine</source>
        <translation>%1 台脊交换机</translation>
    </message>
    <message>
        <source>%1 spines</source>
        <translation>%1 台脊交换机</translation>
    </message>
    <message>
        <source>%1 core</source>
        <translation>%1 台核心交换机</translation>
    </message>
    <message>
        <source>%1 cores</source>
        <translation>%1 台核心交换机</translation>
    </message>
    <message>
        <source>%1 switch reaches no host&apos;s adapter and has no tier</source>
        <translation>%1 台交换机无法到达任何主机的适配器，没有层级</translation>
    </message>
    <message>
        <source>%1 switches reach no host&apos;s adapter and have no tier</source>
        <translation>%1 台交换机无法到达任何主机的适配器，没有层级</translation>
    </message>
    <message>
        <source>%1 adapter&apos;s description names no host; each is in a host named after its system image GUID</source>
        <translation>%1 个适配器的描述中没有主机名；每个适配器放入以其 system image GUID 命名的主机</translation>
    </message>
    <message>
        <source>%1 adapters&apos; descriptions name no host; each is in a host named after its system image GUID</source>
        <translation>%1 个适配器的描述中没有主机名；每个适配器放入以其 system image GUID 命名的主机</translation>
    </message>
    <message>
        <source>%1 adapter sits inside a switch (SHARP aggregation nodes, with their switch&apos;s system image GUID): the switch&apos;s in-network reduction, not a host&apos;s adapter, so left out with the internal cable</source>
        <translation>%1 个适配器位于交换机内部（SHARP 聚合节点，带有所在交换机的 system image GUID）：它们是交换机的网内归约单元，不是主机的适配器，因此连同内部线缆一起略去</translation>
    </message>
    <message>
        <source>%1 adapters sit inside a switch (SHARP aggregation nodes, with their switch&apos;s system image GUID): the switch&apos;s in-network reduction, not a host&apos;s adapter, so left out with the internal cable</source>
        <translation>%1 个适配器位于交换机内部（SHARP 聚合节点，带有所在交换机的 system image GUID）：它们是交换机的网内归约单元，不是主机的适配器，因此连同内部线缆一起略去</translation>
    </message>
    <message>
        <source>%1 cable&apos;s two ends report different widths or speeds (first: %2); the slower is kept</source>
        <translation>%1 条线缆两端报告的链路宽度或速率不一致（第一处：%2）；保留较慢的一端</translation>
    </message>
    <message>
        <source>%1 cables&apos; two ends report different widths or speeds (first: %2); the slower is kept</source>
        <translation>%1 条线缆两端报告的链路宽度或速率不一致（第一处：%2）；保留较慢的一端</translation>
    </message>
    <message>
        <source>%1 cable joins two ports of the same switch; a design link needs two devices, so it is left out</source>
        <translation>%1 条线缆连接同一交换机的两个端口；设计中的链路需要两台设备，因此略去</translation>
    </message>
    <message>
        <source>%1 cables join two ports of the same switch; a design link needs two devices, so they are left out</source>
        <translation>%1 条线缆连接同一交换机的两个端口；设计中的链路需要两台设备，因此略去</translation>
    </message>
    <message>
        <source>%1 cable is listed from one end only</source>
        <translation>%1 条线缆只从一端列出</translation>
    </message>
    <message>
        <source>%1 cables are listed from one end only</source>
        <translation>%1 条线缆只从一端列出</translation>
    </message>
    <message>
        <source>%1 adapter port has a LID of its own; a device keeps one LID, its first port&apos;s</source>
        <translation>%1 个适配器端口有自己的 LID；每台设备只保留一个 LID，即其第一个端口的 LID</translation>
    </message>
    <message>
        <source>%1 adapter ports have a LID of its own; a device keeps one LID, its first port&apos;s</source>
        <translation>%1 个适配器端口有自己的 LID；每台设备只保留一个 LID，即其第一个端口的 LID</translation>
    </message>
    <message>
        <source>the dump gives no cable lengths: links have no latency of their own</source>
        <translation>转储中没有线缆长度：链路没有自身的时延</translation>
    </message>
    <message>
        <source>%1 %2 is out of range (at most %3)</source>
        <translation>%1 %2 超出范围（最大为 %3）</translation>
    </message>
    <message>
        <source>%1 has more than 16 hexadecimal digits</source>
        <translation>%1 超过 16 位十六进制数字</translation>
    </message>
    <message>
        <source>the quoted %1 has no closing &apos;&quot;&apos;</source>
        <translation>带引号的 %1 缺少结尾的 &apos;&quot;&apos;</translation>
    </message>
    <message>
        <source>expected %1 in hexadecimal, found the end of the line</source>
        <translation>应为十六进制的 %1，但已到行尾</translation>
    </message>
    <message>
        <source>expected %1, found the end of the line</source>
        <translation>应为 %1，但已到行尾</translation>
    </message>
    <message>
        <source>expected %1 in hexadecimal, found &quot;%2&quot;</source>
        <translation>应为十六进制的 %1，实际为 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>expected %1, found &quot;%2&quot;</source>
        <translation>应为 %1，实际为 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>a node id like &quot;S-0002c903007b78b0&quot;</source>
        <translation>形如 &quot;S-0002c903007b78b0&quot; 的节点 ID</translation>
    </message>
    <message>
        <source>expected a node id like &quot;S-0002c903007b78b0&quot; or &quot;H-...&quot;, found &quot;%1&quot;</source>
        <translation>应为形如 &quot;S-0002c903007b78b0&quot; 或 &quot;H-...&quot; 的节点 ID，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>routers (&quot;R-&quot; nodes) are not supported</source>
        <translation>不支持路由器（&quot;R-&quot; 节点）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not end in a GUID of at most 16 hexadecimal digits</source>
        <translation>&quot;%1&quot; 的末尾不是最多 16 位十六进制数字的 GUID</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: GUID 0 is reserved as invalid; a node has a GUID of its own</source>
        <translation>&quot;%1&quot;：GUID 0 保留为无效值；节点应有自己的 GUID</translation>
    </message>
    <message>
        <source>expected a link width and speed like 4xHDR (1x, 2x, 4x, 8x or 12x), found &quot;%1&quot;</source>
        <translation>应为形如 4xHDR 的链路宽度和速率（1x、2x、4x、8x 或 12x），实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown speed &quot;%1&quot; (expected SDR, DDR, QDR, FDR10, FDR, EDR, HDR, NDR or XDR)</source>
        <translation>未知速率 &quot;%1&quot;（应为 SDR、DDR、QDR、FDR10、FDR、EDR、HDR、NDR 或 XDR）</translation>
    </message>
    <message>
        <source>a LID</source>
        <translation>LID</translation>
    </message>
    <message>
        <source>LID %1 is outside the unicast range 1..49151</source>
        <translation>LID %1 超出单播范围 1..49151</translation>
    </message>
    <message>
        <source>an external port number</source>
        <translation>外部端口号</translation>
    </message>
    <message>
        <source>a port GUID</source>
        <translation>端口 GUID</translation>
    </message>
    <message>
        <source>&apos;)&apos; after the port GUID</source>
        <translation>端口 GUID 之后的 &apos;)&apos;</translation>
    </message>
    <message>
        <source>&apos;[&apos; and a port number</source>
        <translation>&apos;[&apos; 和端口号</translation>
    </message>
    <message>
        <source>a port number</source>
        <translation>端口号</translation>
    </message>
    <message>
        <source>port %1 is outside the node&apos;s ports 1..%2</source>
        <translation>端口 %1 超出该节点的端口范围 1..%2</translation>
    </message>
    <message>
        <source>&apos;]&apos; after the port number</source>
        <translation>端口号之后的 &apos;]&apos;</translation>
    </message>
    <message>
        <source>&apos;[&apos; and the far end&apos;s port number</source>
        <translation>&apos;[&apos; 和对端的端口号</translation>
    </message>
    <message>
        <source>&apos;#&apos; and the far end&apos;s description</source>
        <translation>&apos;#&apos; 和对端的描述</translation>
    </message>
    <message>
        <source>expected &quot;lmc&quot; after the port&apos;s LID</source>
        <translation>端口的 LID 之后应为 &quot;lmc&quot;</translation>
    </message>
    <message>
        <source>an LMC (0..7)</source>
        <translation>LMC（0..7）</translation>
    </message>
    <message>
        <source>far end&apos;s description</source>
        <translation>对端描述</translation>
    </message>
    <message>
        <source>expected &quot;lid&quot; and the far end&apos;s LID</source>
        <translation>应为 &quot;lid&quot; 和对端的 LID</translation>
    </message>
    <message>
        <source>the number of ports</source>
        <translation>端口数</translation>
    </message>
    <message>
        <source>a node has at least one port</source>
        <translation>节点至少要有一个端口</translation>
    </message>
    <message>
        <source>a switch&apos;s id starts with &quot;S-&quot;</source>
        <translation>交换机的 ID 应以 &quot;S-&quot; 开头</translation>
    </message>
    <message>
        <source>an adapter&apos;s id starts with &quot;H-&quot;</source>
        <translation>适配器的 ID 应以 &quot;H-&quot; 开头</translation>
    </message>
    <message>
        <source>&apos;#&apos; and the node&apos;s description</source>
        <translation>&apos;#&apos; 和节点描述</translation>
    </message>
    <message>
        <source>node description</source>
        <translation>节点描述</translation>
    </message>
    <message>
        <source>a node description of printable ASCII text</source>
        <translation>节点描述应为可打印的 ASCII 文本</translation>
    </message>
    <message>
        <source>expected &quot;lid&quot; and the switch&apos;s LID after its description</source>
        <translation>描述之后应为 &quot;lid&quot; 和该交换机的 LID</translation>
    </message>
    <message>
        <source>a port line before any Switch or Ca header</source>
        <translation>端口行出现在任何 Switch 或 Ca 标题行之前</translation>
    </message>
    <message>
        <source>a vendor id</source>
        <translation>厂商 ID</translation>
    </message>
    <message>
        <source>a device id</source>
        <translation>设备 ID</translation>
    </message>
    <message>
        <source>a system image GUID</source>
        <translation>系统映像 GUID</translation>
    </message>
    <message>
        <source>a node GUID</source>
        <translation>节点 GUID</translation>
    </message>
    <message>
        <source>expected a blank after &quot;Switch&quot; or &quot;Ca&quot;</source>
        <translation>&quot;Switch&quot; 或 &quot;Ca&quot; 之后应有空白</translation>
    </message>
    <message>
        <source>the header&apos;s GUID does not match the switchguid= or caguid= line above it</source>
        <translation>标题行的 GUID 与其上方的 switchguid= 或 caguid= 行不符</translation>
    </message>
    <message>
        <source>routers (&quot;Rt&quot; nodes) are not supported</source>
        <translation>不支持路由器（&quot;Rt&quot; 节点）</translation>
    </message>
    <message>
        <source>expected a Switch or Ca header, a port line &quot;[N] ...&quot;, or an attribute (vendid=, devid=, sysimgguid=, switchguid=, caguid=)</source>
        <translation>应为 Switch 或 Ca 标题行、端口行 &quot;[N] ...&quot; 或属性（vendid=、devid=、sysimgguid=、switchguid=、caguid=）</translation>
    </message>
    <message>
        <source>a GUID</source>
        <translation>GUID</translation>
    </message>
    <message>
        <source>no Switch or Ca in the file: not an ibnetdiscover topology</source>
        <translation>文件中没有 Switch 或 Ca：不是 ibnetdiscover 拓扑</translation>
    </message>
    <message>
        <source>unknown import format</source>
        <translation>未知的导入格式</translation>
    </message>
    <message>
        <source>no file to import</source>
        <translation>没有要导入的文件</translation>
    </message>
    <message>
        <source>NCCL graph XML (what NCCL_GRAPH_DUMP_FILE writes: the channels NCCL chose) holds no topology; import the topology dump (NCCL_TOPO_DUMP_FILE) instead</source>
        <translation>NCCL 图 XML（NCCL_GRAPH_DUMP_FILE 写出的内容：NCCL 选定的通道）不含拓扑；请改为导入拓扑转储（NCCL_TOPO_DUMP_FILE）</translation>
    </message>
    <message>
        <source>not a format that can be imported (NCCL topology XML, nvidia-smi topo -m, ibnetdiscover, ASTRA-sim network YAML); name it with --from</source>
        <translation>不是可导入的格式（NCCL 拓扑 XML、nvidia-smi topo -m、ibnetdiscover、ASTRA-sim 网络 YAML）；请用 --from 指定格式</translation>
    </message>
    <message>
        <source>a second fabric dump; import one fabric at a time (%1 is the first)</source>
        <translation>第二个网络转储；每次只能导入一个网络（第一个是 %1）</translation>
    </message>
    <message>
        <source>several node files can only be joined through a fabric dump (ibnetdiscover) that holds their NICs</source>
        <translation>多个节点文件只能通过包含其网卡的网络转储（ibnetdiscover）连接起来</translation>
    </message>
    <message>
        <source>%1 would need more than %2 %3 ports</source>
        <translation>%1 将需要超过 %2 个 %3 端口</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 和 %2</translation>
    </message>
    <message>
        <source>&lt;cpu&gt; needs numaid (its NUMA node)</source>
        <translation>&lt;cpu&gt; 需要 numaid（其 NUMA 节点）</translation>
    </message>
    <message>
        <source>&lt;%1&gt; in &lt;cpu&gt;</source>
        <translation>&lt;cpu&gt; 中的 &lt;%1&gt;</translation>
    </message>
    <message>
        <source>&lt;pci&gt; link_speed: expected a PCIe rate such as &quot;16.0 GT/s PCIe&quot;, found &quot;%1&quot;</source>
        <translation>&lt;pci&gt; link_speed：应为 PCIe 速率，如 &quot;16.0 GT/s PCIe&quot;，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&lt;pci&gt; link_speed: %1 is not a PCIe rate (2.5, 5, 8, 16, 32 or 64 GT/s)</source>
        <translation>&lt;pci&gt; link_speed：%1 不是 PCIe 速率（2.5、5、8、16、32 或 64 GT/s）</translation>
    </message>
    <message>
        <source>&lt;pci&gt; needs busid (&quot;0000:07:00.0&quot;)</source>
        <translation>&lt;pci&gt; 需要 busid（&quot;0000:07:00.0&quot;）</translation>
    </message>
    <message>
        <source>&lt;pci&gt; busid: expected domain:bus:device.function such as &quot;0000:07:00.0&quot;, found &quot;%1&quot;</source>
        <translation>&lt;pci&gt; busid：应为 domain:bus:device.function 格式，如 &quot;0000:07:00.0&quot;，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&lt;%1&gt; in &lt;pci&gt;</source>
        <translation>&lt;pci&gt; 中的 &lt;%1&gt;</translation>
    </message>
    <message>
        <source>&lt;pci&gt; nested deeper than %1 levels; expected NCCL&apos;s PCIe tree</source>
        <translation>&lt;pci&gt; 嵌套超过 %1 层；应为 NCCL 的 PCIe 树</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>&lt;pci&gt; under a GPU, NIC or NVSwitch</source>
        <translation>GPU、网卡或 NVSwitch 之下的 &lt;pci&gt;</translation>
    </message>
    <message>
        <source>&lt;%1&gt; in &lt;gpu&gt;</source>
        <translation>&lt;gpu&gt; 中的 &lt;%1&gt;</translation>
    </message>
    <message>
        <source>&lt;nvlink&gt; needs count (the links to its target)</source>
        <translation>&lt;nvlink&gt; 需要 count（到其目标的链路数）</translation>
    </message>
    <message>
        <source>&lt;nvlink&gt; needs target (the bus id of the device at its other end)</source>
        <translation>&lt;nvlink&gt; 需要 target（另一端设备的总线 ID）</translation>
    </message>
    <message>
        <source>MB/s per link</source>
        <translation>每条链路的 MB/s</translation>
    </message>
    <message>
        <source>&lt;c2c&gt; needs bw (MB/s per link) and count</source>
        <translation>&lt;c2c&gt; 需要 bw（每条链路的 MB/s）和 count</translation>
    </message>
    <message>
        <source>&lt;c2c&gt; bw x count is %1; a link carries at most 1 PB/s</source>
        <translation>&lt;c2c&gt; 的 bw x count 为 %1；一条链路最多承载 1 PB/s</translation>
    </message>
    <message>
        <source>&lt;%1&gt; in &lt;nic&gt;</source>
        <translation>&lt;nic&gt; 中的 &lt;%1&gt;</translation>
    </message>
    <message>
        <source>&lt;nic&gt; with %1 &lt;net&gt; ports; expected at most %2</source>
        <translation>&lt;nic&gt; 有 %1 个 &lt;net&gt; 端口；最多应为 %2 个</translation>
    </message>
    <message>
        <source>&lt;net&gt; latency: expected a number of microseconds, found &quot;%1&quot;</source>
        <translation>&lt;net&gt; latency：应为微秒数，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 NVSwitch was inferred, one per distinct NVLink target of class 0x068000: NCCL does not list NVSwitches, only the bus ids its GPUs&apos; NVLinks reach</source>
        <translation>推断出 %1 个 NVSwitch，每个类别为 0x068000 的不同 NVLink 目标对应一个：NCCL 不列出 NVSwitch，只列出其 GPU 的 NVLink 所到达的总线 ID</translation>
    </message>
    <message>
        <source>%1 NVSwitches were inferred, one per distinct NVLink target of class 0x068000: NCCL does not list NVSwitches, only the bus ids its GPUs&apos; NVLinks reach</source>
        <translation>推断出 %1 个 NVSwitch，每个类别为 0x068000 的不同 NVLink 目标对应一个：NCCL 不列出 NVSwitch，只列出其 GPU 的 NVLink 所到达的总线 ID</translation>
    </message>
    <message>
        <source>NVLink target fffffff:ffff:ff is NCCL&apos;s name for NVSwitches a virtual machine cannot see: one NVSwitch stands for all of them</source>
        <translation>NVLink 目标 fffffff:ffff:ff 是 NCCL 对虚拟机看不到的 NVSwitch 的称呼：用一个 NVSwitch 代表它们全部</translation>
    </message>
    <message>
        <source>%1 GPU is known only by PCI class (no &lt;gpu&gt; element): model and NVLinks unknown</source>
        <translation>%1 个 GPU 仅能通过 PCI 类别识别（没有 &lt;gpu&gt; 元素）：型号和 NVLink 未知</translation>
    </message>
    <message>
        <source>%1 GPUs are known only by PCI class (no &lt;gpu&gt; element): model and NVLinks unknown</source>
        <translation>%1 个 GPU 仅能通过 PCI 类别识别（没有 &lt;gpu&gt; 元素）：型号和 NVLink 未知</translation>
    </message>
    <message>
        <source>%1 NIC is known only by PCI class (no &lt;nic&gt; element): rate and GUID unknown</source>
        <translation>%1 块网卡仅能通过 PCI 类别识别（没有 &lt;nic&gt; 元素）：速率和 GUID 未知</translation>
    </message>
    <message>
        <source>%1 NICs are known only by PCI class (no &lt;nic&gt; element): rate and GUID unknown</source>
        <translation>%1 块网卡仅能通过 PCI 类别识别（没有 &lt;nic&gt; 元素）：速率和 GUID 未知</translation>
    </message>
    <message>
        <source>PCI devices of class %1 are neither GPU, NIC, NVSwitch nor a bridge with devices under it; left out</source>
        <translation>类别为 %1 的 PCI 设备既不是 GPU、网卡、NVSwitch，也不是下挂设备的桥；已略去</translation>
    </message>
    <message>
        <source>%1: GPU model unknown, NVLinks taken at 25 GB/s per link and direction (NVLink 2 to 4)</source>
        <translation>%1：GPU 型号未知，NVLink 按每条链路每方向 25 GB/s 计（NVLink 2 至 4）</translation>
    </message>
    <message>
        <source>%1: an NVLink to its own bus id, left out</source>
        <translation>%1：有一条连到自身总线 ID 的 NVLink，已略去</translation>
    </message>
    <message>
        <source>NVLink counts differ between the two ends of %1; the first end&apos;s count is kept</source>
        <translation>%1 两端的 NVLink 数不一致；保留第一端的数量</translation>
    </message>
    <message>
        <source>NVLinks to %1 reach no device of the file; left out</source>
        <translation>到 %1 的 NVLink 未连到文件中的任何设备；已略去</translation>
    </message>
    <message>
        <source>%1 PCIe link gives no speed: taken at the speed of the nearest link above that gives one, or Gen4 when none does (%2)</source>
        <translation>%1 条 PCIe 链路未给出速率：按其上方最近一条给出速率的链路的速率计，若都没有则按 Gen4 计（%2 条）</translation>
    </message>
    <message>
        <source>%1 PCIe links give no speed: taken at the speed of the nearest link above that gives one, or Gen4 when none does (%2)</source>
        <translation>%1 条 PCIe 链路未给出速率：按其上方最近一条给出速率的链路的速率计，若都没有则按 Gen4 计（%2 条）</translation>
    </message>
    <message>
        <source>%1 PCIe link gives no speed: taken at the speed of the nearest link above that gives one</source>
        <translation>%1 条 PCIe 链路未给出速率：按其上方最近一条给出速率的链路的速率计</translation>
    </message>
    <message>
        <source>%1 PCIe links give no speed: taken at the speed of the nearest link above that gives one</source>
        <translation>%1 条 PCIe 链路未给出速率：按其上方最近一条给出速率的链路的速率计</translation>
    </message>
    <message>
        <source>%1 PCIe link gives no width (0 or none): taken as x16</source>
        <translation>%1 条 PCIe 链路未给出宽度（0 或未给出）：按 x16 计</translation>
    </message>
    <message>
        <source>%1 PCIe links give no width (0 or none): taken as x16</source>
        <translation>%1 条 PCIe 链路未给出宽度（0 或未给出）：按 x16 计</translation>
    </message>
    <message>
        <source>%1 NIC sits directly under a CPU with no PCI device; joined to it as Gen4 x16</source>
        <translation>%1 块网卡直接挂在 CPU 下，没有 PCI 设备；按 Gen4 x16 与该 CPU 相连</translation>
    </message>
    <message>
        <source>%1 NICs sit directly under a CPU with no PCI device; joined to it as Gen4 x16</source>
        <translation>%1 块网卡直接挂在 CPU 下，没有 PCI 设备；按 Gen4 x16 与该 CPU 相连</translation>
    </message>
    <message>
        <source>%1: ports of different speeds; the model takes the fastest</source>
        <translation>%1：端口速率各不相同；模型取最快的速率</translation>
    </message>
    <message>
        <source>%1: the same GUID as an earlier NIC; kept on the first only</source>
        <translation>%1：GUID 与前面的网卡相同；只保留在第一块网卡上</translation>
    </message>
    <message>
        <source>%1 device has a bus id outside PCI domain 0, which a design does not hold: not kept (the address plan numbers them as devices without one)</source>
        <translation>%1 个设备的总线 ID 位于 PCI 域 0 之外，设计无法保存这种 ID：未保留（地址规划将其按没有总线 ID 的设备编号）</translation>
    </message>
    <message>
        <source>%1 devices have bus ids outside PCI domain 0, which a design does not hold: not kept (the address plan numbers them as devices without one)</source>
        <translation>%1 个设备的总线 ID 位于 PCI 域 0 之外，设计无法保存这种 ID：未保留（地址规划将其按没有总线 ID 的设备编号）</translation>
    </message>
    <message>
        <source>%1: NVLink-C2C to a GPU, so taken to be Grace</source>
        <translation>%1：有到 GPU 的 NVLink-C2C，因此视为 Grace</translation>
    </message>
    <message>
        <source>NVLink rates are those of %1, from the GPUs&apos; PCI device ids or compute capability</source>
        <translation>NVLink 速率按 %1 计，依据 GPU 的 PCI 设备 ID 或计算能力确定</translation>
    </message>
    <message>
        <source>NIC GUIDs are NCCL&apos;s byte-reversed system image GUIDs put back in order</source>
        <translation>网卡 GUID 取自 NCCL 按字节反序写出的系统映像 GUID，已恢复为原顺序</translation>
    </message>
    <message>
        <source>not read: %1</source>
        <translation>未读取：%1</translation>
    </message>
    <message>
        <source>not well-formed XML: %1</source>
        <translation>不是格式良好的 XML：%1</translation>
    </message>
    <message>
        <source>&lt;%1&gt; in &lt;system&gt;</source>
        <translation>&lt;system&gt; 中的 &lt;%1&gt;</translation>
    </message>
    <message>
        <source>a &lt;system&gt; with no &lt;cpu&gt;: expected NCCL&apos;s topology of at least one CPU</source>
        <translation>&lt;system&gt; 中没有 &lt;cpu&gt;：NCCL 的拓扑应至少有一个 CPU</translation>
    </message>
    <message>
        <source>this is NCCL graph XML (what NCCL_GRAPH_DUMP_FILE writes: the channels NCCL chose), not its topology; expected the topology dump (NCCL_TOPO_DUMP_FILE), whose root element is &lt;system&gt;</source>
        <translation>这是 NCCL 图 XML（NCCL_GRAPH_DUMP_FILE 写出的内容：NCCL 选定的通道），而不是其拓扑；应为拓扑转储（NCCL_TOPO_DUMP_FILE），其根元素为 &lt;system&gt;</translation>
    </message>
    <message>
        <source>expected NCCL topology XML (what NCCL_TOPO_DUMP_FILE writes), whose root element is &lt;system&gt;; found &lt;%1&gt;</source>
        <translation>应为 NCCL 拓扑 XML（NCCL_TOPO_DUMP_FILE 写出的内容），其根元素为 &lt;system&gt;；实际为 &lt;%1&gt;</translation>
    </message>
    <message>
        <source>&lt;pci&gt; link_width: %1 is not a PCIe link width (1, 2, 4, 8, 12, 16 or 32)</source>
        <translation>&lt;pci&gt; link_width：%1 不是 PCIe 链路宽度（1、2、4、8、12、16 或 32）</translation>
    </message>
    <message>
        <source>%1: expected a whole number from %2 to %3 (%4), found &quot;%5&quot;</source>
        <translation>%1：应为 %2 到 %3 之间的整数（%4），实际为 &quot;%5&quot;</translation>
    </message>
    <message>
        <source>%1: expected a whole number from %2 to %3, found &quot;%4&quot;</source>
        <translation>%1：应为 %2 到 %3 之间的整数，实际为 &quot;%4&quot;</translation>
    </message>
    <message>
        <source>%1: expected a hexadecimal number of at most %2 digits, found &quot;%3&quot;</source>
        <translation>%1：应为最多 %2 位的十六进制数，实际为 &quot;%3&quot;</translation>
    </message>
    <message>
        <source>NVLinks are taken at 25 GB/s per link and direction (NVLink 2 to 4); the matrix names no GPU model (NVLink 5 would be twice that)</source>
        <translation>NVLink 按每条链路每方向 25 GB/s 计（NVLink 2 至 4）；矩阵未给出 GPU 型号（若为 NVLink 5 则是其两倍）</translation>
    </message>
    <message>
        <source>every GPU pair shows NV%1: on 8 GPUs of NVLink 3 the links probably go through NVSwitch, which the matrix cannot tell; each pair is kept as a bundle of %1 links</source>
        <translation>每对 GPU 都显示 NV%1：在 8 个 NVLink 3 GPU 上，这些链路很可能经过 NVSwitch，但矩阵无法体现；每对 GPU 按 %1 条链路的链路束保留</translation>
    </message>
    <message>
        <source>every GPU pair shows NV%1: on 8 GPUs of NVLink 4 or 5 the links probably go through NVSwitch, which the matrix cannot tell; each pair is kept as a bundle of %1 links</source>
        <translation>每对 GPU 都显示 NV%1：在 8 个 NVLink 4 或 5 GPU 上，这些链路很可能经过 NVSwitch，但矩阵无法体现；每对 GPU 按 %1 条链路的链路束保留</translation>
    </message>
    <message>
        <source>nvidia-smi topo -m gives no bandwidths, PCIe switch identities, NIC models or GUIDs: PCIe switches are inferred from PIX (one switch) and PXB (switches under a common one), links taken as %1 x16</source>
        <translation>nvidia-smi topo -m 不提供带宽、PCIe 交换机标识、网卡型号或 GUID：PCIe 交换机由 PIX（同一交换机）和 PXB（同一上级交换机下的多个交换机）推断，链路按 %1 x16 计</translation>
    </message>
    <message>
        <source>no NUMA affinity given: one CPU is assumed</source>
        <translation>未给出 NUMA 亲和性：假定只有一个 CPU</translation>
    </message>
    <message>
        <source>%1: NUMA affinity of several nodes; placed on the first</source>
        <translation>%1：NUMA 亲和性涉及多个 NUMA 节点；放在第一个上</translation>
    </message>
    <message>
        <source>%1: no NUMA node in the matrix (SYS to every GPU); placed on %2</source>
        <translation>%1：矩阵中没有 NUMA 节点（到每个 GPU 都是 SYS）；放在 %2 上</translation>
    </message>
    <message>
        <source>a row before the header; expected nvidia-smi topo -m&apos;s header of device columns (GPU0, GPU1, ..., CPU Affinity)</source>
        <translation>表头之前出现了数据行；应先有 nvidia-smi topo -m 的设备列表头（GPU0, GPU1, ..., CPU Affinity）</translation>
    </message>
    <message>
        <source>no header row naming GPU0; expected the matrix nvidia-smi topo -m prints (GPU0 GPU1 ... CPU Affinity)</source>
        <translation>没有列出 GPU0 的表头行；应为 nvidia-smi topo -m 输出的矩阵（GPU0 GPU1 ... CPU Affinity）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; after the affinity columns; expected CPU Affinity, NUMA Affinity or GPU NUMA ID</source>
        <translation>亲和性列之后出现 &quot;%1&quot;；应为 CPU Affinity、NUMA Affinity 或 GPU NUMA ID</translation>
    </message>
    <message>
        <source>column %1 named twice</source>
        <translation>列 %1 出现了两次</translation>
    </message>
    <message>
        <source>more than %1 device columns</source>
        <translation>设备列超过 %1 个</translation>
    </message>
    <message>
        <source>expected the header to begin with GPU0</source>
        <translation>表头应以 GPU0 开头</translation>
    </message>
    <message>
        <source>the file ends before the row of %1; expected one row per column of the header</source>
        <translation>文件在 %1 的行之前就结束了；表头中的每一列都应有一行</translation>
    </message>
    <message>
        <source>expected the row of %1 (rows in the header&apos;s column order), found &quot;%2&quot;</source>
        <translation>应为 %1 的行（各行按表头的列顺序排列），实际为 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>the row of %1 has %2 cells; expected %3, one per device column</source>
        <translation>%1 的行有 %2 个单元格；应为 %3 个，每个设备列一个</translation>
    </message>
    <message>
        <source>more cells than the header has columns (%1)</source>
        <translation>单元格数多于表头的列数（%1）</translation>
    </message>
    <message>
        <source>column %1 of %2&apos;s row: expected %3, found &quot;%4&quot;</source>
        <translation>%2 行的 %1 列：应为 %3，实际为 &quot;%4&quot;</translation>
    </message>
    <message>
        <source>X (a device and itself)</source>
        <translation>X（设备与其自身）</translation>
    </message>
    <message>
        <source>NV and a number of NVLinks from 1 to %1</source>
        <translation>NV 加 1 到 %1 之间的 NVLink 数</translation>
    </message>
    <message>
        <source>a PCIe path (NVLinks join only GPUs)</source>
        <translation>PCIe 路径（NVLink 只连接 GPU）</translation>
    </message>
    <message>
        <source>NV#, PIX, PXB, PHB, NODE, SYS or SOC</source>
        <translation>NV#、PIX、PXB、PHB、NODE、SYS 或 SOC</translation>
    </message>
    <message>
        <source>expected a text, or an object of texts by language ({&quot;en&quot;: ..., &quot;zh&quot;: ...}), found %1</source>
        <translation>应为文本，或按语言给出文本的对象（{&quot;en&quot;: ..., &quot;zh&quot;: ...}），实际为%1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a language code such as &quot;en&quot;, &quot;zh&quot; or &quot;zh_CN&quot;</source>
        <translation>&quot;%1&quot; 不是语言代码（如 &quot;en&quot;、&quot;zh&quot; 或 &quot;zh_CN&quot;）</translation>
    </message>
    <message>
        <source>expected [x, y], two numbers within ±1e9 scene units, found %1</source>
        <translation>应为 [x, y]，即两个在 ±1e9 场景单位以内的数字，实际为%1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is empty: leave &quot;design&quot; out for the design the story is in</source>
        <translation>&quot;%1&quot; 为空：要使用故事所在的设计，请省略 &quot;design&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is absolute: give the design&apos;s path relative to this file</source>
        <translation>&quot;%1&quot; 是绝对路径：请给出设计相对于此文件的路径</translation>
    </message>
    <message>
        <source>&quot;%1&quot; holds &apos;\&apos;: separate folders with &apos;/&apos;</source>
        <translation>&quot;%1&quot; 含有 &apos;\&apos;：请用 &apos;/&apos; 分隔文件夹</translation>
    </message>
    <message>
        <source>&quot;%1&quot; climbs out of the folder beside this file&apos;s (only a leading &quot;../&quot; is allowed)</source>
        <translation>&quot;%1&quot; 向上越过了此文件所在文件夹的上一级（只允许开头有一个 &quot;../&quot;）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has an empty or &quot;.&quot; part</source>
        <translation>&quot;%1&quot; 含有为空或为 &quot;.&quot; 的路径段</translation>
    </message>
    <message>
        <source>expected a name, found %1</source>
        <translation>应为名称，实际为%1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is given twice (%2)</source>
        <translation>&quot;%1&quot; 给出了两次（%2）</translation>
    </message>
    <message>
        <source>must be positive: a camera shows an area of the scene</source>
        <translation>必须为正数：镜头显示的是场景中的一块区域</translation>
    </message>
    <message>
        <source>must not be empty: leave &quot;job&quot; out for no traffic</source>
        <translation>不能为空：如不需要流量，请省略 &quot;job&quot;</translation>
    </message>
    <message>
        <source>it has none</source>
        <translation>其中没有作业</translation>
    </message>
    <message>
        <source>its jobs: %1</source>
        <translation>其作业：%1</translation>
    </message>
    <message>
        <source>another story is named &quot;%1&quot; (%2)</source>
        <translation>另一个故事也名为 &quot;%1&quot;（%2）</translation>
    </message>
    <message>
        <source>no job &quot;%1&quot; in the design (%2)</source>
        <translation>设计中没有作业 &quot;%1&quot;（%2）</translation>
    </message>
    <message>
        <source>no device is named &quot;%1&quot;</source>
        <translation>没有名为 &quot;%1&quot; 的设备</translation>
    </message>
    <message>
        <source>no rack is named &quot;%1&quot; (it is a %2)</source>
        <translation>没有名为 &quot;%1&quot; 的机柜（它是 %2）</translation>
    </message>
    <message>
        <source>no rack is named &quot;%1&quot;</source>
        <translation>没有名为 &quot;%1&quot; 的机柜</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>cannot follow the symbolic link</source>
        <translation>无法跟随符号链接</translation>
    </message>
    <message>
        <source>%1: is %2, not a regular file; only regular files are written, and nothing was</source>
        <translation>%1：是%2，而不是普通文件；只写入普通文件，因此未写入任何内容</translation>
    </message>
    <message>
        <source>cannot write (a new file in %1)</source>
        <translation>无法写入（%1 中的新文件）</translation>
    </message>
    <message>
        <source>cannot set the permissions of the new file</source>
        <translation>无法设置新文件的权限</translation>
    </message>
    <message>
        <source>cannot write</source>
        <translation>无法写入</translation>
    </message>
    <message>
        <source>cannot flush to disk (fsync)</source>
        <translation>无法刷写到磁盘（fsync）</translation>
    </message>
    <message>
        <source>cannot close</source>
        <translation>无法关闭</translation>
    </message>
    <message>
        <source>was written, but its folder could not be flushed to disk (fsync)</source>
        <translation>已写入，但其所在文件夹无法刷写到磁盘（fsync）</translation>
    </message>
    <message>
        <source>cannot replace the file</source>
        <translation>无法替换该文件</translation>
    </message>
    <message>
        <source>cannot replace the file (the others are put back)</source>
        <translation>无法替换该文件（其他文件已恢复原状）</translation>
    </message>
    <message>
        <source>%1: named twice among the files to write; nothing was written</source>
        <translation>%1：在要写入的文件中出现了两次；未写入任何文件</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a model of the catalog (see scalescope models)</source>
        <translation>&quot;%1&quot; 不是目录中的模型（参见 scalescope models）</translation>
    </message>
    <message>
        <source>give packed, spread, random or the GPUs in rank order</source>
        <translation>请给出 packed、spread、random，或按 rank 顺序列出 GPU</translation>
    </message>
    <message>
        <source>... and %1 more problems</source>
        <translation>……另有 %1 个问题</translation>
    </message>
    <message>
        <source>is not valid UTF-8 at byte %1</source>
        <translation>在第 %1 字节处不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>contains the control character %1 at character %2</source>
        <translation>在第 %2 个字符处含有控制字符 %1</translation>
    </message>
    <message>
        <source>must be positive, found %1</source>
        <translation>必须为正数，实际为 %1</translation>
    </message>
    <message>
        <source>%1 is not a rate (write e.g. &quot;400Gb/s&quot; or &quot;50GB/s&quot;)</source>
        <translation>%1 不是速率（应写为如 &quot;400Gb/s&quot; 或 &quot;50GB/s&quot;）</translation>
    </message>
    <message>
        <source>must be from 1 Mb/s to 1 PB/s, found %1</source>
        <translation>必须在 1 Mb/s 到 1 PB/s 之间，实际为 %1</translation>
    </message>
    <message>
        <source>too many distinct device models in one design</source>
        <translation>一个设计中不同的设备型号过多</translation>
    </message>
    <message>
        <source>node name &quot;%1&quot; is empty or contains &apos;:&apos;</source>
        <translation>节点名称 &quot;%1&quot; 为空或含有 &apos;:&apos;</translation>
    </message>
    <message>
        <source>node name &quot;%1&quot; %2</source>
        <translation>节点名称 &quot;%1&quot; %2</translation>
    </message>
    <message>
        <source>node name &quot;%1&quot; is used twice</source>
        <translation>节点名称 &quot;%1&quot; 被使用了两次</translation>
    </message>
    <message>
        <source>node %1 is in a group that does not exist</source>
        <translation>节点 %1 所在的组不存在</translation>
    </message>
    <message>
        <source>node %1 has a model that does not exist</source>
        <translation>节点 %1 的型号不存在</translation>
    </message>
    <message>
        <source>group name &quot;%1&quot; %2</source>
        <translation>组名称 &quot;%1&quot; %2</translation>
    </message>
    <message>
        <source>group %1 has a parent that does not exist</source>
        <translation>组 %1 的父组不存在</translation>
    </message>
    <message>
        <source>group %1 is its own ancestor</source>
        <translation>组 %1 是其自身的祖先</translation>
    </message>
    <message>
        <source>link %1 joins a node that does not exist</source>
        <translation>链路 %1 连接了不存在的节点</translation>
    </message>
    <message>
        <source>link %1 (%2:%3 - %4:%5)</source>
        <translation>链路 %1（%2:%3 - %4:%5）</translation>
    </message>
    <message>
        <source>%1 joins a node to itself</source>
        <translation>%1 将节点连接到其自身</translation>
    </message>
    <message>
        <source>%1 has no bandwidth</source>
        <translation>%1 没有带宽</translation>
    </message>
    <message>
        <source>%1 has a bandwidth outside 1 Mb/s to 1 PB/s</source>
        <translation>%1 的带宽不在 1 Mb/s 到 1 PB/s 之间</translation>
    </message>
    <message>
        <source>%1 has no lanes</source>
        <translation>%1 没有通道</translation>
    </message>
    <message>
        <source>%1 has a negative latency</source>
        <translation>%1 的时延为负</translation>
    </message>
    <message>
        <source>%1: port %2 is outside %3&apos;s %4 %5 ports</source>
        <translation>%1：端口 %2 超出了 %3 的 %4 个 %5 端口的范围</translation>
    </message>
    <message>
        <source>%1 %2 port %3 is used by links %4 and %5</source>
        <translation>%1 的 %2 端口 %3 同时被链路 %4 和 %5 使用</translation>
    </message>
    <message>
        <source>direct and pairwise are for alltoall and sendrecv</source>
        <translation>direct 和 pairwise 仅用于 alltoall 和 sendrecv</translation>
    </message>
    <message>
        <source>sendrecv is one pair: use direct</source>
        <translation>sendrecv 只有一对 GPU：请使用 direct</translation>
    </message>
    <message>
        <source>auto is not an algorithm</source>
        <translation>auto 不是一种算法</translation>
    </message>
    <message>
        <source>CollNet/SHARP is off by default in NCCL (NCCL_COLLNET_ENABLE=1 turns it on; ask with --algo %1)</source>
        <translation>NCCL 默认关闭 CollNet/SHARP（NCCL_COLLNET_ENABLE=1 可将其开启；可用 --algo %1 指定）</translation>
    </message>
    <message>
        <source>a flow-fidelity run of %1 would need about %2 of memory (%3 flows at once), more than its budget of %4; use analytic fidelity, fewer GPUs, or a larger memory budget</source>
        <translation>以 flow 精度运行 %1 约需 %2 内存（同时存在 %3 个流），超出了 %4 的内存预算；请改用 analytic 精度、减少 GPU 数量，或增大内存预算</translation>
    </message>
    <message>
        <source>%1 (%2) on %3 GPUs</source>
        <translation>%3 个 GPU 上的 %1（%2）</translation>
    </message>
    <message>
        <source>no collective to run</source>
        <translation>没有要运行的集合通信</translation>
    </message>
    <message>
        <source>a transfer crosses a link without bandwidth</source>
        <translation>有传输经过了没有带宽的链路</translation>
    </message>
    <message>
        <source>halving-doubling is for all_reduce, all_gather and reduce_scatter</source>
        <translation>halving-doubling 仅用于 all_reduce、all_gather 和 reduce_scatter</translation>
    </message>
    <message>
        <source>flow fidelity runs halving-doubling on a power-of-two number of GPUs; use --fidelity analytic</source>
        <translation>flow 精度只能在 2 的幂个 GPU 上运行 halving-doubling；请使用 --fidelity analytic</translation>
    </message>
    <message>
        <source>hierarchical is an all_reduce</source>
        <translation>hierarchical 仅用于 all_reduce</translation>
    </message>
    <message>
        <source>a collective needs at least two GPUs, the job has %1</source>
        <translation>集合通信至少需要两个 GPU，该作业只有 %1 个</translation>
    </message>
    <message>
        <source>rank %1 is not a device of the design</source>
        <translation>rank %1 不是设计中的设备</translation>
    </message>
    <message>
        <source>%1 (%2) is not a GPU (rank %3)</source>
        <translation>%1（%2）不是 GPU（rank %3）</translation>
    </message>
    <message>
        <source>GPU %1 is given twice</source>
        <translation>GPU %1 被给出了两次</translation>
    </message>
    <message>
        <source>%1: an empty part (two commas in a row, or one at an end)</source>
        <translation>%1：有空的部分（连续两个逗号，或开头或结尾有逗号）</translation>
    </message>
    <message>
        <source>%1: a space; write parts without spaces, such as 0-7,16</source>
        <translation>%1：含有空格；各部分之间不要加空格，如 0-7,16</translation>
    </message>
    <message>
        <source>%1: not a GPU</source>
        <translation>%1：不是 GPU</translation>
    </message>
    <message>
        <source>%1: not a GPU index, a range such as 0-7, or the name of a GPU, node or rack of the design</source>
        <translation>%1：既不是 GPU 序号、范围（如 0-7），也不是设计中 GPU、节点或机柜的名称</translation>
    </message>
    <message>
        <source>%1: a range is two GPU indices with a dash between them, such as 0-7</source>
        <translation>%1：范围应为以短横线连接的两个 GPU 序号，如 0-7</translation>
    </message>
    <message>
        <source>%1: a range that runs backwards</source>
        <translation>%1：范围的起点大于终点</translation>
    </message>
    <message>
        <source>%1: the design has no GPU</source>
        <translation>%1：设计中没有 GPU</translation>
    </message>
    <message>
        <source>%1: GPU %2 does not exist (the design has %3 GPU: 0)</source>
        <translation>%1：GPU %2 不存在（设计中有 %3 个 GPU：0）</translation>
    </message>
    <message>
        <source>%1: GPU %2 does not exist (the design has %3 GPUs: 0 to %4)</source>
        <translation>%1：GPU %2 不存在（设计中有 %3 个 GPU：0 到 %4）</translation>
    </message>
    <message>
        <source>%1: no GPU inside</source>
        <translation>%1：其中没有 GPU</translation>
    </message>
    <message>
        <source>%1: GPU %2 (%3) is given twice</source>
        <translation>%1：GPU %2（%3）被给出了两次</translation>
    </message>
    <message>
        <source>%1: GPU %2 (%3) is given twice, in %4 and %5</source>
        <translation>%1：GPU %2（%3）被给出了两次，分别在 %4 和 %5 中</translation>
    </message>
    <message>
        <source>no GPUs given: write all, a range such as 0-7, or a list such as 0,2,4</source>
        <translation>未给出 GPU：请写 all、范围（如 0-7）或列表（如 0,2,4）</translation>
    </message>
    <message>
        <source>ring is for all_reduce, all_gather, reduce_scatter, broadcast and reduce</source>
        <translation>ring 仅用于 all_reduce、all_gather、reduce_scatter、broadcast 和 reduce</translation>
    </message>
    <message>
        <source>no path from %1 to %2</source>
        <translation>从 %1 到 %2 没有路径</translation>
    </message>
    <message>
        <source>GPU %1 has no compute NIC to reach another NVLink domain</source>
        <translation>GPU %1 没有可到达其他 NVLink 域的计算网卡</translation>
    </message>
    <message>
        <source>the fabric does not join %1 and %2</source>
        <translation>网络没有连通 %1 和 %2</translation>
    </message>
    <message>
        <source>no leaf</source>
        <translation>无叶交换机</translation>
    </message>
    <message>
        <source>no RoCE v1 path from %1 to %2: their NICs %3 and %4 are in different L2 subnets (%5, %6), and RoCE v1 frames carry no IP header, so no router forwards them out of the sender&apos;s subnet (RoCE v2, --network roce, is routed)</source>
        <translation>从 %1 到 %2 没有 RoCE v1 路径：它们的网卡 %3 和 %4 位于不同的 L2 子网（%5、%6），而 RoCE v1 帧不带 IP 头，因此没有路由器会把它们转发出发送方的子网（RoCE v2，即 --network roce，可以路由）</translation>
    </message>
    <message>
        <source>RoCE v1 cannot join %1 and %2: they are in different L2 subnets (%3, %4), and RoCE v1 frames carry no IP header, so they cannot be routed between subnets; keep the job&apos;s NICs of each rail on one leaf, or use RoCE v2 (--network roce)</source>
        <translation>RoCE v1 无法连通 %1 和 %2：它们位于不同的 L2 子网（%3、%4），而 RoCE v1 帧不带 IP 头，无法在子网之间路由；请让作业中每个 rail 的网卡都连在同一台叶交换机上，或改用 RoCE v2（--network roce）</translation>
    </message>
    <message>
        <source>collective %1 of %2: %3</source>
        <translation>第 %1 个集合通信（共 %2 个）：%3</translation>
    </message>
    <message>
        <source>give one rank layout for each collective, and at least one collective</source>
        <translation>请为每个集合通信给出一个 rank 布局，并至少给出一个集合通信</translation>
    </message>
    <message>
        <source>the message size must be at least one byte</source>
        <translation>消息大小至少为 1 字节</translation>
    </message>
    <message>
        <source>sendrecv runs between exactly two GPUs; give --ranks A,B</source>
        <translation>sendrecv 只在恰好两个 GPU 之间运行；请给出 --ranks A,B</translation>
    </message>
    <message>
        <source>no algorithm applies</source>
        <translation>没有适用的算法</translation>
    </message>
    <message>
        <source>%1 cannot run %2 here: %3</source>
        <translation>%1 无法在此运行 %2：%3</translation>
    </message>
    <message>
        <source>in-switch reduction is modelled for all_reduce</source>
        <translation>交换机内归约仅对 all_reduce 建模</translation>
    </message>
    <message>
        <source>NVLS is switched off (--no-nvls, NCCL_NVLS_ENABLE=0)</source>
        <translation>NVLS 已关闭（--no-nvls，NCCL_NVLS_ENABLE=0）</translation>
    </message>
    <message>
        <source>the GPUs or NVSwitch chips cannot reduce in the switch (Hopper and later)</source>
        <translation>这些 GPU 或 NVSwitch 芯片不支持交换机内归约（需 Hopper 及更新架构）</translation>
    </message>
    <message>
        <source>NVLS+tree needs more than one NVLink domain</source>
        <translation>NVLS+tree 需要多于一个 NVLink 域</translation>
    </message>
    <message>
        <source>NVLS across domains needs SHARP switches (CollNet)</source>
        <translation>跨域的 NVLS 需要支持 SHARP 的交换机（CollNet）</translation>
    </message>
    <message>
        <source>in-network reduction is modelled for all_reduce</source>
        <translation>网络内归约仅对 all_reduce 建模</translation>
    </message>
    <message>
        <source>the InfiniBand switches cannot reduce in the network (SHARP)</source>
        <translation>这些 InfiniBand 交换机不支持网络内归约（SHARP）</translation>
    </message>
    <message>
        <source>CollNet needs more than one NVLink domain</source>
        <translation>CollNet 需要多于一个 NVLink 域</translation>
    </message>
    <message>
        <source>in-switch reduction needs NVSwitch chips</source>
        <translation>交换机内归约需要 NVSwitch 芯片</translation>
    </message>
    <message>
        <source>tree is for all_reduce, broadcast and reduce</source>
        <translation>tree 仅用于 all_reduce、broadcast 和 reduce</translation>
    </message>
    <message>
        <source>the search needs at least one GPU</source>
        <translation>搜索至少需要一个 GPU</translation>
    </message>
    <message>
        <source>the search needs a placement</source>
        <translation>搜索需要一种放置方式</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 is a GPU of unknown throughput (&quot;%2&quot;): the catalog gives no dense BF16 TFLOP/s for it</source>
        <translation>%1 是吞吐量未知的 GPU（&quot;%2&quot;）：目录中没有它的稠密 BF16 TFLOP/s</translation>
    </message>
    <message>
        <source>rank order &quot;%1&quot;: &quot;%2&quot; is not one of tp, cp, ep, dp, pp</source>
        <translation>rank 顺序 &quot;%1&quot;：&quot;%2&quot; 不是 tp、cp、ep、dp、pp 之一</translation>
    </message>
    <message>
        <source>rank order &quot;%1&quot; names %2 twice</source>
        <translation>rank 顺序 &quot;%1&quot; 中 %2 出现了两次</translation>
    </message>
    <message>
        <source>rank order &quot;%1&quot; leaves out %2, which is %3</source>
        <translation>rank 顺序 &quot;%1&quot; 漏掉了 %2，而它的并行度为 %3</translation>
    </message>
    <message>
        <source>a pipeline timeline needs at least one stage, chunk and micro-batch</source>
        <translation>流水线时间线至少需要一个阶段、一个块（chunk）和一个微批次</translation>
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
        <source>device %1</source>
        <translation>设备 %1</translation>
    </message>
    <message>
        <source>%1, given as taken, is not a GPU of the design</source>
        <translation>作为已占用给出的 %1 不是设计中的 GPU</translation>
    </message>
    <message>
        <source>%1, given as unavailable, is not a GPU of the design</source>
        <translation>作为不可用给出的 %1 不是设计中的 GPU</translation>
    </message>
    <message>
        <source>needs %1 but the design has %2</source>
        <translation>需要 %1，但设计中只有 %2 个</translation>
    </message>
    <message>
        <source>%1 is taken, %2 unavailable</source>
        <translation>%1 个已被占用，%2 个不可用</translation>
    </message>
    <message>
        <source>%1 are taken, %2 unavailable</source>
        <translation>%1 个已被占用，%2 个不可用</translation>
    </message>
    <message>
        <source>%1 is taken</source>
        <translation>%1 个已被占用</translation>
    </message>
    <message>
        <source>%1 are taken</source>
        <translation>%1 个已被占用</translation>
    </message>
    <message>
        <source>%1 is unavailable</source>
        <translation>%1 个不可用</translation>
    </message>
    <message>
        <source>%1 are unavailable</source>
        <translation>%1 个不可用</translation>
    </message>
    <message>
        <source>needs %1 but none is free: %2</source>
        <translation>需要 %1，但没有空闲的：%2</translation>
    </message>
    <message>
        <source>needs %1 but only %2 is free: %3</source>
        <translation>需要 %1，但只有 %2 个空闲：%3</translation>
    </message>
    <message>
        <source>needs %1 but only %2 are free: %3</source>
        <translation>需要 %1，但只有 %2 个空闲：%3</translation>
    </message>
    <message>
        <source>%1 in the list is taken</source>
        <translation>列表中的 %1 已被占用</translation>
    </message>
    <message>
        <source>%1 in the list is unavailable</source>
        <translation>列表中的 %1 不可用</translation>
    </message>
    <message>
        <source>the list names %1 but the job needs %2</source>
        <translation>列表给出了 %1，但作业需要 %2 个</translation>
    </message>
    <message>
        <source>a job needs at least one GPU, not %1</source>
        <translation>作业至少需要一个 GPU，而不是 %1 个</translation>
    </message>
    <message>
        <source>a job of %1 does not split into blocks of %2</source>
        <translation>%1 的作业无法分成每块 %2 个 GPU 的块</translation>
    </message>
    <message>
        <source>the free GPUs leave room for %1 of the %2 blocks of %3 inside one NVLink domain each (the first ranks); the others span domains</source>
        <translation>空闲 GPU 只够把 %2 个块（每块 %3 个 GPU）中的 %1 个各自放在一个 NVLink 域内（靠前的 rank）；其余的块跨越多个域</translation>
    </message>
    <message>
        <source>the job has no GPUs</source>
        <translation>该作业没有 GPU</translation>
    </message>
    <message>
        <source>invalid training configuration</source>
        <translation>训练配置无效</translation>
    </message>
    <message>
        <source>rank order &quot;%1&quot; must name tp, cp, ep, dp and pp</source>
        <translation>rank 顺序 &quot;%1&quot; 必须包含 tp、cp、ep、dp 和 pp</translation>
    </message>
    <message>
        <source>job &quot;%1&quot;: %2</source>
        <translation>作业 &quot;%1&quot;：%2</translation>
    </message>
    <message>
        <source>syntax error: %1</source>
        <translation>语法错误：%1</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep</source>
        <translation>嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>duplicate key &quot;%1&quot; in the object at the top</source>
        <translation>顶层对象中有重复的键 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>duplicate key &quot;%1&quot; in the object at %2</source>
        <translation>%2 处的对象中有重复的键 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a string &quot;%1&quot;</source>
        <translation>字符串 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>an array of %1 element</source>
        <translation>含 %1 个元素的数组</translation>
    </message>
    <message>
        <source>an array of %1 elements</source>
        <translation>含 %1 个元素的数组</translation>
    </message>
    <message>
        <source>an object of %1 property</source>
        <translation>含 %1 个属性的对象</translation>
    </message>
    <message>
        <source>an object of %1 properties</source>
        <translation>含 %1 个属性的对象</translation>
    </message>
    <message>
        <source>an integer %1</source>
        <translation>整数 %1</translation>
    </message>
    <message>
        <source>a number %1</source>
        <translation>数字 %1</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>应为对象，实际为%1</translation>
    </message>
    <message>
        <source>missing required property &quot;%1&quot;</source>
        <translation>缺少必需的属性 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>应为%1，实际为%2</translation>
    </message>
    <message>
        <source>must be at most %1, found %2</source>
        <translation>不能大于 %1，实际为%2</translation>
    </message>
    <message>
        <source>expected an integer, found %1</source>
        <translation>应为整数，实际为%1</translation>
    </message>
    <message>
        <source>must be between %1 and %2, found %3</source>
        <translation>必须在 %1 到 %2 之间，实际为 %3</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>布尔值（true 或 false）</translation>
    </message>
    <message>
        <source>expected a rate with its unit such as &quot;400Gb/s&quot; or &quot;50GB/s&quot;, found %1</source>
        <translation>应为带单位的速率（如 &quot;400Gb/s&quot; 或 &quot;50GB/s&quot;），实际为%1</translation>
    </message>
    <message>
        <source>unknown property (expected one of: %1)</source>
        <translation>未知属性（应为以下之一：%1）</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>是文件夹，不是文件</translation>
    </message>
    <message>
        <source>is %1, not a regular file; only regular files are read</source>
        <translation>是%1，不是普通文件；只读取普通文件</translation>
    </message>
    <message>
        <source>is %1, more than the %2 a file read by ScaleScope may have</source>
        <translation>大小为 %1，超过了 ScaleScope 可读取文件的上限 %2</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>is more than the %1 a file read by ScaleScope may have (found while reading it)</source>
        <translation>超过了 ScaleScope 可读取文件的上限 %1（在读取时发现）</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>命名管道（FIFO）</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>字符设备</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>块设备</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>套接字</translation>
    </message>
    <message>
        <source>a symbolic link</source>
        <translation>符号链接</translation>
    </message>
    <message>
        <source>a regular file</source>
        <translation>普通文件</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>非普通文件</translation>
    </message>
    <message>
        <source>%1 byte</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <source>out of memory while reading the file (%1)</source>
        <translation>读取文件时内存不足（%1）</translation>
    </message>
    <message>
        <source>leaf switch</source>
        <translation>叶交换机</translation>
    </message>
    <message>
        <source>leaf switches</source>
        <translation>叶交换机</translation>
    </message>
    <message>
        <source>%1 leaf switch</source>
        <translation>%1 台叶交换机</translation>
    </message>
    <message>
        <source>%1 leaf switches</source>
        <translation>%1 台叶交换机</translation>
    </message>
    <message>
        <source>spine switch</source>
        <translation>脊交换机</translation>
    </message>
    <message>
        <source>spine switches</source>
        <translation>脊交换机</translation>
    </message>
    <message>
        <source>%1 spine switch</source>
        <translation>%1 台脊交换机</translation>
    </message>
    <message>
        <source>%1 spine switches</source>
        <translation>%1 台脊交换机</translation>
    </message>
    <message>
        <source>core switch</source>
        <translation>核心交换机</translation>
    </message>
    <message>
        <source>core switches</source>
        <translation>核心交换机</translation>
    </message>
    <message>
        <source>%1 core switch</source>
        <translation>%1 台核心交换机</translation>
    </message>
    <message>
        <source>%1 core switches</source>
        <translation>%1 台核心交换机</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>%1 CPU</source>
        <translation>%1 个CPU</translation>
    </message>
    <message>
        <source>%1 CPUs</source>
        <translation>%1 个CPU</translation>
    </message>
    <message>
        <source>NVSwitch chip</source>
        <translation>NVSwitch 芯片</translation>
    </message>
    <message>
        <source>NVSwitch chips</source>
        <translation>NVSwitch 芯片</translation>
    </message>
    <message>
        <source>%1 NVSwitch chip</source>
        <translation>%1 颗NVSwitch 芯片</translation>
    </message>
    <message>
        <source>%1 NVSwitch chips</source>
        <translation>%1 颗NVSwitch 芯片</translation>
    </message>
    <message>
        <source>PCIe switch</source>
        <translation>PCIe 交换机</translation>
    </message>
    <message>
        <source>PCIe switches</source>
        <translation>PCIe 交换机</translation>
    </message>
    <message>
        <source>%1 PCIe switch</source>
        <translation>%1 个PCIe 交换机</translation>
    </message>
    <message>
        <source>%1 PCIe switches</source>
        <translation>%1 个PCIe 交换机</translation>
    </message>
    <message>
        <source>NIC</source>
        <translation>网卡</translation>
    </message>
    <message>
        <source>NICs</source>
        <translation>网卡</translation>
    </message>
    <message>
        <source>%1 NIC</source>
        <translation>%1 块网卡</translation>
    </message>
    <message>
        <source>%1 NICs</source>
        <translation>%1 块网卡</translation>
    </message>
    <message>
        <source>InfiniBand switch</source>
        <translation>InfiniBand 交换机</translation>
    </message>
    <message>
        <source>InfiniBand switches</source>
        <translation>InfiniBand 交换机</translation>
    </message>
    <message>
        <source>%1 InfiniBand switch</source>
        <translation>%1 台InfiniBand 交换机</translation>
    </message>
    <message>
        <source>%1 InfiniBand switches</source>
        <translation>%1 台InfiniBand 交换机</translation>
    </message>
    <message>
        <source>Ethernet switch</source>
        <translation>以太网交换机</translation>
    </message>
    <message>
        <source>Ethernet switches</source>
        <translation>以太网交换机</translation>
    </message>
    <message>
        <source>%1 Ethernet switch</source>
        <translation>%1 台以太网交换机</translation>
    </message>
    <message>
        <source>%1 Ethernet switches</source>
        <translation>%1 台以太网交换机</translation>
    </message>
    <message>
        <source>storage server</source>
        <translation>存储服务器</translation>
    </message>
    <message>
        <source>storage servers</source>
        <translation>存储服务器</translation>
    </message>
    <message>
        <source>%1 storage server</source>
        <translation>%1 台存储服务器</translation>
    </message>
    <message>
        <source>%1 storage servers</source>
        <translation>%1 台存储服务器</translation>
    </message>
    <message>
        <source>device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>%1 device</source>
        <translation>%1 个设备</translation>
    </message>
    <message>
        <source>%1 devices</source>
        <translation>%1 个设备</translation>
    </message>
    <message>
        <source>rack</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>%1 rack</source>
        <translation>%1 个机柜</translation>
    </message>
    <message>
        <source>%1 racks</source>
        <translation>%1 个机柜</translation>
    </message>
    <message>
        <source>node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>节点</translation>
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
        <source>switch tray</source>
        <translation>交换托盘</translation>
    </message>
    <message>
        <source>switch trays</source>
        <translation>交换托盘</translation>
    </message>
    <message>
        <source>%1 switch tray</source>
        <translation>%1 个交换托盘</translation>
    </message>
    <message>
        <source>%1 switch trays</source>
        <translation>%1 个交换托盘</translation>
    </message>
    <message>
        <source>group</source>
        <translation>组</translation>
    </message>
    <message>
        <source>groups</source>
        <translation>组</translation>
    </message>
    <message>
        <source>%1 group</source>
        <translation>%1 个组</translation>
    </message>
    <message>
        <source>%1 groups</source>
        <translation>%1 个组</translation>
    </message>
    <message>
        <source>link</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>links</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>%1 link</source>
        <translation>%1 条链路</translation>
    </message>
    <message>
        <source>%1 links</source>
        <translation>%1 条链路</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 个故障：%2</translation>
    </message>
    <message>
        <source>%1 degraded %2</source>
        <translation>%1 个%2降级</translation>
    </message>
    <message>
        <source>%1 degraded: %2</source>
        <translation>%1 个降级：%2</translation>
    </message>
    <message>
        <source>no marks</source>
        <translation>没有标记</translation>
    </message>
    <message>
        <source>NVLink switch tray</source>
        <translation>NVLink 交换托盘</translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation>每 GPU</translation>
    </message>
    <message>
        <source>per GB/s of scale-out per GPU</source>
        <translation>每 GPU 每 GB/s scale-out 带宽</translation>
    </message>
    <message>
        <source>%1 GB/s of scale-out per GPU</source>
        <translation>每 GPU scale-out 带宽 %1 GB/s</translation>
    </message>
    <message>
        <source>per GB/s of busbw</source>
        <translation>每 GB/s busbw</translation>
    </message>
    <message>
        <source>%1 GB/s busbw</source>
        <translation>busbw %1 GB/s</translation>
    </message>
    <message>
        <source>per token/s</source>
        <translation>每 token/s</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>ITEM</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>COUNT</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>COST</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>MAX POWER</source>
        <translation>最大功耗</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>含于 %1</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>no figure</source>
        <translation>无数据</translation>
    </message>
    <message>
        <source>switch ports:</source>
        <translation>交换机端口：</translation>
    </message>
    <message>
        <source>%1 %2 used, %3 free;</source>
        <translation>%1 已用 %2 个，空闲 %3 个；</translation>
    </message>
    <message>
        <source>power: %1 typical, %2 max</source>
        <translation>功耗：典型 %1，最大 %2</translation>
    </message>
    <message>
        <source>cost: %1 (USD, estimates), %2 per GPU over %3 GPUs</source>
        <translation>成本：%1（美元，估算值），按 %3 个 GPU 计每 GPU %2</translation>
    </message>
    <message>
        <source>%1 (%2): %3, %4 typical, %5 max</source>
        <translation>%1（%2）：%3，典型 %4，最大 %5</translation>
    </message>
    <message>
        <source>%1: unknown, %2</source>
        <translation>%1：未知，%2</translation>
    </message>
    <message>
        <source>not in the cost (no price in the catalog): %1</source>
        <translation>未计入成本（目录中无价格）：%1</translation>
    </message>
    <message>
        <source>not in the power (no figure in the catalog): %1</source>
        <translation>未计入功耗（目录中无数据）：%1</translation>
    </message>
    <message>
        <source>typical power taken as the maximum (none published): %1</source>
        <translation>典型功耗按最大值计（未公布典型值）：%1</translation>
    </message>
    <message>
        <source>Prices are estimates: each item&apos;s source and date are in --json and --csv.</source>
        <translation>价格为估算值：每项的来源和日期见 --json 和 --csv。</translation>
    </message>
    <message>
        <source>%1 cable (the catalog names no media for this rate)</source>
        <translation>%1 线缆（目录未给出此速率的介质）</translation>
    </message>
    <message>
        <source>NVLink copper spine link, inside the rack</source>
        <translation>NVLink 铜缆背板（spine）链路，位于机柜内</translation>
    </message>
    <message>
        <source>%1: the design&apos;s failures are taken out (%2): its GPUs, bandwidth, bisection and runs are what survives; cost and power, the whole design</source>
        <translation>%1：设计的故障已去除（%2）：其 GPU、带宽、对分带宽和运行结果按幸存部分计算；成本和功耗按整个设计计算</translation>
    </message>
    <message>
        <source>FIGURE</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Costs are estimates (USD); each price&apos;s source and date: scalescope bom FILE --json.</source>
        <translation>成本为估算值（美元）；各价格的来源和日期：scalescope bom FILE --json。</translation>
    </message>
    <message>
        <source>NVLink domains</source>
        <translation>NVLink 域数</translation>
    </message>
    <message>
        <source>GPUs in the largest NVLink domain</source>
        <translation>最大 NVLink 域的 GPU 数</translation>
    </message>
    <message>
        <source>NVLink per GPU, both directions (TB/s)</source>
        <translation>每 GPU 的 NVLink 带宽，双向（TB/s）</translation>
    </message>
    <message>
        <source>compute NICs</source>
        <translation>计算网卡数</translation>
    </message>
    <message>
        <source>scale-out per GPU, each direction (Gb/s)</source>
        <translation>每 GPU 的 scale-out 带宽，单向（Gb/s）</translation>
    </message>
    <message>
        <source>scale-out bisection, each direction (Tb/s)</source>
        <translation>scale-out 对分带宽，单向（Tb/s）</translation>
    </message>
    <message>
        <source>bisection / half the NICs&apos; bandwidth</source>
        <translation>对分带宽 / 一半网卡的带宽</translation>
    </message>
    <message>
        <source>storage and management Ethernet per GPU (Gb/s)</source>
        <translation>每 GPU 的存储和管理以太网带宽（Gb/s）</translation>
    </message>
    <message>
        <source>cost, estimated (USD)</source>
        <translation>成本，估算值（美元）</translation>
    </message>
    <message>
        <source>cost per GPU (USD)</source>
        <translation>每 GPU 成本（美元）</translation>
    </message>
    <message>
        <source>power, typical (kW)</source>
        <translation>功耗，典型值（kW）</translation>
    </message>
    <message>
        <source>power, maximum (kW)</source>
        <translation>功耗，最大值（kW）</translation>
    </message>
    <message>
        <source>power per GPU, maximum (W)</source>
        <translation>每 GPU 功耗，最大值（W）</translation>
    </message>
    <message>
        <source>%1 %2: time (us)</source>
        <translation>%1 %2：时间（us）</translation>
    </message>
    <message>
        <source>%1 %2: algbw (GB/s)</source>
        <translation>%1 %2：algbw（GB/s）</translation>
    </message>
    <message>
        <source>%1 %2: busbw (GB/s)</source>
        <translation>%1 %2：busbw（GB/s）</translation>
    </message>
    <message>
        <source>cost per GB/s of busbw (USD)</source>
        <translation>每 GB/s busbw 成本（美元）</translation>
    </message>
    <message>
        <source>training: iteration (ms)</source>
        <translation>训练：迭代时间（ms）</translation>
    </message>
    <message>
        <source>training: tokens/s</source>
        <translation>训练：tokens/s</translation>
    </message>
    <message>
        <source>training: MFU (%)</source>
        <translation>训练：MFU（%）</translation>
    </message>
    <message>
        <source>training: TFLOP/s per GPU</source>
        <translation>训练：每 GPU TFLOP/s</translation>
    </message>
    <message>
        <source>cost per token/s (USD)</source>
        <translation>每 token/s 成本（美元）</translation>
    </message>
    <message>
        <source>power per token/s, maximum (W)</source>
        <translation>每 token/s 功耗，最大值（W）</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>collective: algorithm and protocol</source>
        <translation>集合通信：算法和协议</translation>
    </message>
    <message>
        <source>training: parallel configuration</source>
        <translation>训练：并行配置</translation>
    </message>
    <message>
        <source>%1 of %2 on all %3 GPUs, %4</source>
        <translation>全部 %3 个 GPU 上 %2 的 %1，%4</translation>
    </message>
    <message>
        <source>%1 of %2 on %3 GPUs (%4), %5</source>
        <translation>%3 个 GPU（%4）上 %2 的 %1，%5</translation>
    </message>
    <message>
        <source>%1, on what survives: %2</source>
        <translation>%1，在幸存部分上运行：%2</translation>
    </message>
    <message>
        <source>saved job &quot;%1&quot;: %2</source>
        <translation>已保存作业 &quot;%1&quot;：%2</translation>
    </message>
    <message>
        <source>saved training job &quot;%1&quot;: %2, %3</source>
        <translation>已保存训练作业 &quot;%1&quot;：%2，%3</translation>
    </message>
    <message>
        <source>saved training job &quot;%1&quot;: %2 on %3 GPUs, %4, on what survives: %5, its tokens/s per GPU times the design&apos;s %6 GPUs</source>
        <translation>已保存训练作业 &quot;%1&quot;：%3 个 GPU 上的 %2，%4，在幸存部分上运行：%5，按其每 GPU 的 tokens/s 乘以设计的 %6 个 GPU 计</translation>
    </message>
    <message>
        <source>saved training job &quot;%1&quot;: %2 on %3 GPUs, %4, its tokens/s per GPU times the design&apos;s %5 GPUs</source>
        <translation>已保存训练作业 &quot;%1&quot;：%3 个 GPU 上的 %2，%4，按其每 GPU 的 tokens/s 乘以设计的 %5 个 GPU 计</translation>
    </message>
    <message>
        <source>%1 NVSwitches</source>
        <translation>%1 颗 NVSwitch</translation>
    </message>
    <message>
        <source>%1 switches</source>
        <translation>%1 台交换机</translation>
    </message>
    <message>
        <source>%1 storage leaf switches</source>
        <translation>%1 台存储叶交换机</translation>
    </message>
    <message>
        <source>%1 storage spine switches</source>
        <translation>%1 台存储脊交换机</translation>
    </message>
    <message>
        <source>%1 storage core switches</source>
        <translation>%1 台存储核心交换机</translation>
    </message>
    <message>
        <source>%1 management leaf switches</source>
        <translation>%1 台管理叶交换机</translation>
    </message>
    <message>
        <source>%1 management spine switches</source>
        <translation>%1 台管理脊交换机</translation>
    </message>
    <message>
        <source>%1 management core switches</source>
        <translation>%1 台管理核心交换机</translation>
    </message>
    <message>
        <source>%1 storage leaves</source>
        <translation>%1 台存储叶交换机</translation>
    </message>
    <message>
        <source>%1 storage spines</source>
        <translation>%1 台存储脊交换机</translation>
    </message>
    <message>
        <source>%1 storage cores</source>
        <translation>%1 台存储核心交换机</translation>
    </message>
    <message>
        <source>%1 management leaves</source>
        <translation>%1 台管理叶交换机</translation>
    </message>
    <message>
        <source>%1 management spines</source>
        <translation>%1 台管理脊交换机</translation>
    </message>
    <message>
        <source>%1 management cores</source>
        <translation>%1 台管理核心交换机</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1 - %2, %3</source>
        <translation>%1 - %2，%3</translation>
    </message>
    <message>
        <source>SU %1</source>
        <translation>SU %1</translation>
    </message>
    <message>
        <source>SU %1: %2</source>
        <translation>SU %1：%2</translation>
    </message>
    <message>
        <source>SU %1: %2, %3</source>
        <translation>SU %1：%2，%3</translation>
    </message>
    <message>
        <source>SU %1: %2, %3 - %4</source>
        <translation>SU %1：%2，%3 - %4</translation>
    </message>
    <message>
        <source>%1 x %2, %3</source>
        <translation>%1 x %2，%3</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>%1 links, %2</source>
        <translation>%1 条链路，%2</translation>
    </message>
    <message>
        <source>%1 bands, each %2</source>
        <translation>%1 束，每束 %2</translation>
    </message>
    <message>
        <source>%1 bands of %2</source>
        <translation>%1 束，每束 %2</translation>
    </message>
    <message>
        <source>rank 0 to rank 1</source>
        <translation>rank 0 到 rank 1</translation>
    </message>
    <message>
        <source>every GPU to every other at once</source>
        <translation>每个 GPU 同时发往其他所有 GPU</translation>
    </message>
    <message>
        <source>pairwise exchange</source>
        <translation>成对交换</translation>
    </message>
    <message>
        <source>each GPU to the one %1 ranks on</source>
        <translation>每个 GPU 发往向后相隔 %1 个 rank 的 GPU</translation>
    </message>
    <message>
        <source>; no LL128: the GPUs reach their NICs through the host CPU (NCCL&apos;s path PHB), where NCCL leaves LL128 off</source>
        <translation>；不使用 LL128：GPU 经主机 CPU 到达其网卡（NCCL 路径类型 PHB），这种情况下 NCCL 会关闭 LL128</translation>
    </message>
    <message>
        <source>; the busiest uplinks (a leaf&apos;s to the spines, or a pod&apos;s to the cores) carry 1/%1 of what the NICs send across them (a failed spine or core, or an oversubscribed leaf): the crossings run at that share of the NICs&apos; rate</source>
        <translation>；最繁忙的上行链路（叶交换机到脊交换机的，或 pod 到核心交换机的）只能承载网卡经由它们发送的流量的 1/%1（因脊交换机或核心交换机故障，或叶交换机有收敛）：跨越这些链路的传输以网卡速率的这一比例运行</translation>
    </message>
    <message>
        <source>static ECMP, %1 connection(s) per NIC pair: no traffic crossed a switch-to-switch link</source>
        <translation>静态 ECMP，每对网卡 %1 个连接：没有流量经过交换机之间的链路</translation>
    </message>
    <message>
        <source>adaptive, spread over every equal-cost path: no traffic crossed a switch-to-switch link</source>
        <translation>自适应路由，分散到所有等价路径：没有流量经过交换机之间的链路</translation>
    </message>
    <message>
        <source>adaptive, spread over every equal-cost path: busiest uplink %1x the mean, %2 of %3 idle</source>
        <translation>自适应路由，分散到所有等价路径：最繁忙的上行链路为平均值的 %1 倍，%3 条中有 %2 条空闲</translation>
    </message>
    <message>
        <source>static ECMP, %1 connection(s) per NIC pair: busiest uplink %2x the mean, %3 of %4 idle, nothing collided</source>
        <translation>静态 ECMP，每对网卡 %1 个连接：最繁忙的上行链路为平均值的 %2 倍，%4 条中有 %3 条空闲，没有冲突</translation>
    </message>
    <message>
        <source>static ECMP, %1 connection(s) per NIC pair: busiest uplink %2x the mean, %3 of %4 idle, %5 with colliding connections (up to %6 on one)</source>
        <translation>静态 ECMP，每对网卡 %1 个连接：最繁忙的上行链路为平均值的 %2 倍，%4 条中有 %3 条空闲，%5 条上有连接冲突（单条最多 %6 个连接）</translation>
    </message>
    <message>
        <source>pairs %1 ranks apart exchange %2 bytes</source>
        <translation>相隔 %1 个 rank 的 GPU 两两交换 %2 字节</translation>
    </message>
    <message>
        <source>recursive halving</source>
        <translation>递归减半</translation>
    </message>
    <message>
        <source>recursive doubling</source>
        <translation>递归倍增</translation>
    </message>
    <message>
        <source>reduce-scatter in each domain</source>
        <translation>各域内 reduce-scatter</translation>
    </message>
    <message>
        <source>all_reduce across domains per rail</source>
        <translation>每个 rail 上跨域 all_reduce</translation>
    </message>
    <message>
        <source>all-gather in each domain</source>
        <translation>各域内 all-gather</translation>
    </message>
    <message>
        <source>pipelined: a ring of %1 in every NVLink domain (reduce-scatter, then all-gather) and, per rail, a ring over the %2 domains (all_reduce of 1/%3)</source>
        <translation>流水线执行：每个 NVLink 域内一个 %1 个 GPU 的 ring（先 reduce-scatter，再 all-gather），每个 rail 上一个跨 %2 个域的 ring（对 1/%3 的数据做 all_reduce）</translation>
    </message>
    <message>
        <source>reduce-scatter, all_reduce across, all-gather</source>
        <translation>reduce-scatter、跨域 all_reduce、all-gather</translation>
    </message>
    <message>
        <source>%1 search channels at %2 GB/s (%3 after duplication), leaving each domain through %4 of its %5 NICs</source>
        <translation>%1 个搜索通道，每个 %2 GB/s（复制后为 %3 个），每个域经其 %5 块网卡中的 %4 块离开该域</translation>
    </message>
    <message>
        <source>%1 search channels at %2 GB/s (%3 after duplication)</source>
        <translation>%1 个搜索通道，每个 %2 GB/s（复制后为 %3 个）</translation>
    </message>
    <message>
        <source>%1 NVLS heads at %2 GB/s, their %3 NICs of each domain&apos;s %4 in the tree</source>
        <translation>%1 个 NVLS head，每个 %2 GB/s；tree 中使用它们的 %3 块网卡（每个域共 %4 块）</translation>
    </message>
    <message>
        <source>%1 NVLS heads at %2 GB/s each</source>
        <translation>%1 个 NVLS head，每个 %2 GB/s</translation>
    </message>
    <message>
        <source>%1; equal-cost choice by static ECMP (this connection&apos;s hash)</source>
        <translation>%1；由静态 ECMP 在等价路径中选择（按此连接的哈希）</translation>
    </message>
    <message>
        <source>%1; equal-cost choice by adaptive routing (data spread over every equal-cost link)</source>
        <translation>%1；由自适应路由在等价路径中选择（数据分散到所有等价链路上）</translation>
    </message>
    <message>
        <source>%1 -&gt; %2, at most %3 each way</source>
        <translation>%1 -&gt; %2，每方向最多 %3</translation>
    </message>
    <message>
        <source>%1% of the data:</source>
        <translation>%1% 的数据：</translation>
    </message>
    <message>
        <source>scale-out (%1, %2 routing): %3 %4 -&gt; %5 %6, %7</source>
        <translation>scale-out（%1，%2 路由）：%3 %4 -&gt; %5 %6，%7</translation>
    </message>
    <message>
        <source>; %1 steps, %2 across the network (%3 us a step in the domain, %4 us across, NCCL&apos;s per-step latencies)</source>
        <translation>；共 %1 步，其中 %2 步跨网络（域内每步 %3 us，跨网络每步 %4 us，即 NCCL 的每步时延）</translation>
    </message>
    <message>
        <source>each GPU to the next on %1 ring(s)</source>
        <translation>在 %1 个 ring 上，每个 GPU 发往下一个 GPU</translation>
    </message>
    <message>
        <source>reduce-scatter + all-gather</source>
        <translation>reduce-scatter + all-gather</translation>
    </message>
    <message>
        <source>%1 chain</source>
        <translation>%1 链</translation>
    </message>
    <message>
        <source>the whole buffer along the ranks</source>
        <translation>整个缓冲区沿各 rank 依次传递</translation>
    </message>
    <message>
        <source>LID %1 (subnet %2)</source>
        <translation>LID %1（子网 %2）</translation>
    </message>
    <message>
        <source>inside the NVLink domain</source>
        <translation>NVLink 域内</translation>
    </message>
    <message>
        <source>inside the node</source>
        <translation>节点内</translation>
    </message>
    <message>
        <source>switched by LID</source>
        <translation>按 LID 交换</translation>
    </message>
    <message>
        <source>routed at L3 (RoCE v2 over UDP/IP)</source>
        <translation>在 L3 路由（RoCE v2 基于 UDP/IP）</translation>
    </message>
    <message>
        <source>switched at L2 (RoCE v1)</source>
        <translation>在 L2 交换（RoCE v1）</translation>
    </message>
    <message>
        <source>storage or management Ethernet</source>
        <translation>存储或管理以太网</translation>
    </message>
    <message>
        <source>switched by destination LID inside one subnet</source>
        <translation>在同一子网内按目的 LID 交换</translation>
    </message>
    <message>
        <source>across subnets by GID</source>
        <translation>按 GID 跨子网路由</translation>
    </message>
    <message>
        <source>routed by destination IP, UDP source port as ECMP entropy</source>
        <translation>按目的 IP 路由，以 UDP 源端口作为 ECMP 熵</translation>
    </message>
    <message>
        <source>switched by destination MAC inside one L2 subnet</source>
        <translation>在同一 L2 子网内按目的 MAC 交换</translation>
    </message>
    <message>
        <source>%1 over %2 GPUs</source>
        <translation>%2 个 GPU 上的 %1</translation>
    </message>
    <message>
        <source>; one NVLS step in the domain (%1 us) and %2 network step (%3 us each)</source>
        <translation>；域内 1 步 NVLS（%1 us），网络 %2 步（每步 %3 us）</translation>
    </message>
    <message>
        <source>; one NVLS step in the domain (%1 us) and %2 network steps (%3 us each)</source>
        <translation>；域内 1 步 NVLS（%1 us），网络 %2 步（每步 %3 us）</translation>
    </message>
    <message>
        <source>; bandwidth bound by the heads&apos; NICs across domains</source>
        <translation>；带宽受限于各 head 跨域所用的网卡</translation>
    </message>
    <message>
        <source>; bandwidth bound by the in-switch reduction in the domain</source>
        <translation>；带宽受限于域内的交换机内归约</translation>
    </message>
    <message>
        <source>NVLS reduce + multicast</source>
        <translation>NVLS 归约 + 组播</translation>
    </message>
    <message>
        <source>NVLS + tree</source>
        <translation>NVLS + tree</translation>
    </message>
    <message>
        <source>every GPU to its NVSwitch chips and back</source>
        <translation>每个 GPU 发往其 NVSwitch 芯片再返回</translation>
    </message>
    <message>
        <source>; each GPU&apos;s 1/%1 slice over its rail</source>
        <translation>；每个 GPU 的 1/%1 分片经其 rail 传输</translation>
    </message>
    <message>
        <source>CollNet (SHARP)</source>
        <translation>CollNet (SHARP)</translation>
    </message>
    <message>
        <source>rings in each domain; each GPU&apos;s slice reduced in the InfiniBand switches</source>
        <translation>各域内 ring；每个 GPU 的分片在 InfiniBand 交换机中归约</translation>
    </message>
    <message>
        <source>; chains of %1 GPUs and a double binary tree over %2 domains: %3 steps per chunk (2 x %4 in the chain at %5 us each, 2 x %6 across the network at %7 us each, NCCL&apos;s per-step latencies), and the first chunk of %8 KiB fills them at %9 us a hop</source>
        <translation>；每个域内 %1 个 GPU 的链，跨 %2 个域为双二叉树：每个块 %3 步（链内 2 x %4 步，每步 %5 us；跨网络 2 x %6 步，每步 %7 us；即 NCCL 的每步时延），首个 %8 KiB 的块以每跳 %9 us 填满链和树</translation>
    </message>
    <message>
        <source>; bus bandwidth at most %1 GB/s, NCCL&apos;s per-channel tree ceiling</source>
        <translation>；busbw 最多 %1 GB/s，即 NCCL 的 tree 每通道上限</translation>
    </message>
    <message>
        <source>tree reduce + broadcast</source>
        <translation>tree 归约 + 广播</translation>
    </message>
    <message>
        <source>chains in each domain, double binary tree across</source>
        <translation>各域内为链，跨域为双二叉树</translation>
    </message>
    <message>
        <source>%1 round</source>
        <translation>%1 轮</translation>
    </message>
    <message>
        <source>the whole buffer to %1 more GPUs</source>
        <translation>整个缓冲区再发往 %1 个 GPU</translation>
    </message>
    <message>
        <source>%1 device failed</source>
        <translation>%1 个设备故障</translation>
    </message>
    <message>
        <source>%1 devices failed</source>
        <translation>%1 个设备故障</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source> in %1 failed group</source>
        <translation>，位于 %1 个故障组中</translation>
    </message>
    <message>
        <source> in %1 failed groups</source>
        <translation>，位于 %1 个故障组中</translation>
    </message>
    <message>
        <source>, %1 link lost</source>
        <translation>，失去 %1 条链路</translation>
    </message>
    <message>
        <source>, %1 links lost</source>
        <translation>，失去 %1 条链路</translation>
    </message>
    <message>
        <source> (%1 marked failed)</source>
        <translation>（%1 条标记为故障）</translation>
    </message>
    <message>
        <source>, %1 link degraded</source>
        <translation>，%1 条链路降级</translation>
    </message>
    <message>
        <source>, %1 links degraded</source>
        <translation>，%1 条链路降级</translation>
    </message>
    <message>
        <source>RoCE v2 (Ethernet, routed over UDP/IP)</source>
        <translation>RoCE v2（以太网，经 UDP/IP 路由）</translation>
    </message>
    <message>
        <source>RoCE v1 (Ethernet, one L2 subnet per leaf)</source>
        <translation>RoCE v1（以太网，每台叶交换机一个二层子网）</translation>
    </message>
    <message>
        <source>static ECMP (per-flow hash)</source>
        <translation>静态 ECMP（按流哈希）</translation>
    </message>
    <message>
        <source>adaptive (spread over every equal-cost path)</source>
        <translation>自适应（分散到所有等价路径）</translation>
    </message>
    <message>
        <source>compute fabric</source>
        <translation>计算网络</translation>
    </message>
    <message>
        <source>storage fabric</source>
        <translation>存储网络</translation>
    </message>
    <message>
        <source>management fabric</source>
        <translation>管理网络</translation>
    </message>
    <message>
        <source>%1 fabric</source>
        <translation>%1 网络</translation>
    </message>
    <message>
        <source>%1 tier of %2, %3 ports, %4 planes</source>
        <translation>%1 层 %2，%3 个端口，%4 个平面</translation>
    </message>
    <message>
        <source>%1 tiers of %2, %3 ports, %4 planes</source>
        <translation>%1 层 %2，%3 个端口，%4 个平面</translation>
    </message>
    <message>
        <source>%1 tier of %2, %3 ports</source>
        <translation>%1 层 %2，%3 个端口</translation>
    </message>
    <message>
        <source>%1 tiers of %2, %3 ports</source>
        <translation>%1 层 %2，%3 个端口</translation>
    </message>
    <message>
        <source>scale-out network</source>
        <translation>scale-out 网络</translation>
    </message>
    <message>
        <source>fabric routing</source>
        <translation>网络路由</translation>
    </message>
    <message>
        <source>NICs (compute)</source>
        <translation>网卡（计算）</translation>
    </message>
    <message>
        <source>racks / compute nodes</source>
        <translation>机柜 / 计算节点</translation>
    </message>
    <message>
        <source>RoCE switches (Ethernet)</source>
        <translation>RoCE 交换机（以太网）</translation>
    </message>
    <message>
        <source>%1 leaf, %2 spine, %3 core</source>
        <translation>%1 台叶交换机，%2 台脊交换机，%3 台核心交换机</translation>
    </message>
    <message>
        <source>NVLink, both directions</source>
        <translation>NVLink，双向</translation>
    </message>
    <message>
        <source>scale-out, both directions</source>
        <translation>scale-out，双向</translation>
    </message>
    <message>
        <source>InfiniBand subnets</source>
        <translation>InfiniBand 子网</translation>
    </message>
    <message>
        <source>IP subnets (one per leaf)</source>
        <translation>IP 子网（每台叶交换机一个）</translation>
    </message>
    <message>
        <source>L2 subnets (one per leaf)</source>
        <translation>二层子网（每台叶交换机一个）</translation>
    </message>
    <message>
        <source>generator</source>
        <translation>生成器</translation>
    </message>
    <message>
        <source>%1, %2, %3 at %4</source>
        <translation>%1，%2，%3，速率 %4</translation>
    </message>
    <message>
        <source>RoCE v2: IP routing across the fabric (UDP/IP, ECMP over equal-cost uplinks), from %1&apos;s subnet</source>
        <translation>RoCE v2：跨网络 IP 路由（UDP/IP，在等价上行链路上做 ECMP），从 %1 的子网出发</translation>
    </message>
    <message>
        <source>RoCE v2: IP routing across the fabric (UDP/IP, ECMP over equal-cost uplinks), from its leaf&apos;s subnet</source>
        <translation>RoCE v2：跨网络 IP 路由（UDP/IP，在等价上行链路上做 ECMP），从其叶交换机的子网出发</translation>
    </message>
    <message>
        <source>RoCE v1: Ethernet switching inside one L2 subnet (%1); no IP header, not routable beyond it</source>
        <translation>RoCE v1：在一个二层子网（%1）内以太网交换；没有 IP 头，无法路由到子网之外</translation>
    </message>
    <message>
        <source>RoCE v1: Ethernet switching inside one L2 subnet (its leaf); no IP header, not routable beyond it</source>
        <translation>RoCE v1：在一个二层子网（其叶交换机）内以太网交换；没有 IP 头，无法路由到子网之外</translation>
    </message>
    <message>
        <source>compute network</source>
        <translation>计算网络</translation>
    </message>
    <message>
        <source>storage network</source>
        <translation>存储网络</translation>
    </message>
    <message>
        <source>management network</source>
        <translation>管理网络</translation>
    </message>
    <message>
        <source>%1 network</source>
        <translation>%1 网络</translation>
    </message>
    <message>
        <source>InfiniBand: LID %1 inside subnet %2, its GID across subnets</source>
        <translation>InfiniBand：子网 %2 内用 LID %1，跨子网用其 GID</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>model</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%2 中的 %1</translation>
    </message>
    <message>
        <source>within</source>
        <translation>位于</translation>
    </message>
    <message>
        <source>host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>%1, its own operating system; NVLink memory shared with other hosts through IMEX</source>
        <translation>%1，运行自己的操作系统；通过 IMEX 与其他主机共享 NVLink 内存</translation>
    </message>
    <message>
        <source>%1, its own operating system</source>
        <translation>%1，运行自己的操作系统</translation>
    </message>
    <message>
        <source>reached by</source>
        <translation>到达方式</translation>
    </message>
    <message>
        <source>port %1 -&gt; %2 port %3, %4 lane, %5 each way</source>
        <translation>端口 %1 -&gt; %2 端口 %3，%4 条通道，每个方向 %5</translation>
    </message>
    <message>
        <source>port %1 -&gt; %2 port %3, %4 lanes, %5 each way</source>
        <translation>端口 %1 -&gt; %2 端口 %3，%4 条通道，每个方向 %5</translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation>%1 故障</translation>
    </message>
    <message>
        <source>link %1 lost</source>
        <translation>链路 %1 断开</translation>
    </message>
    <message>
        <source>link %1 degraded to %2</source>
        <translation>链路 %1 降级为 %2</translation>
    </message>
    <message>
        <source>rank %1 failed</source>
        <translation>rank %1 故障</translation>
    </message>
    <message>
        <source>%1 of %2 on %3</source>
        <translation>%3 上 %2 的 %1</translation>
    </message>
    <message>
        <source>%1, TP %2 PP %3 DP %4</source>
        <translation>%1，TP %2 PP %3 DP %4</translation>
    </message>
    <message>
        <source>leaves %1 -&gt; %2</source>
        <translation>叶交换机 %1 -&gt; %2</translation>
    </message>
    <message>
        <source>spines %1 -&gt; %2</source>
        <translation>脊交换机 %1 -&gt; %2</translation>
    </message>
    <message>
        <source>cores %1 -&gt; %2</source>
        <translation>核心交换机 %1 -&gt; %2</translation>
    </message>
    <message>
        <source>switches %1 -&gt; %2</source>
        <translation>交换机 %1 -&gt; %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 的 %1</translation>
    </message>
    <message>
        <source>%1 of %2 on %3 group of %4 GPUs</source>
        <translation>%3 组（每组 %4 个 GPU）上 %2 的 %1</translation>
    </message>
    <message>
        <source>%1 of %2 on %3 groups of %4 GPUs</source>
        <translation>%3 组（每组 %4 个 GPU）上 %2 的 %1</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <source>a tag that is not XML</source>
        <translation>不是 XML 的标签</translation>
    </message>
    <message>
        <source>a broken processing instruction or declaration</source>
        <translation>损坏的处理指令或声明</translation>
    </message>
    <message>
        <source>a broken comment</source>
        <translation>损坏的注释</translation>
    </message>
    <message>
        <source>a broken CDATA section</source>
        <translation>损坏的 CDATA 段</translation>
    </message>
    <message>
        <source>a broken document type declaration</source>
        <translation>损坏的文档类型声明</translation>
    </message>
    <message>
        <source>broken text between elements</source>
        <translation>元素之间的文本损坏</translation>
    </message>
    <message>
        <source>a broken start tag</source>
        <translation>损坏的开始标签</translation>
    </message>
    <message>
        <source>a broken attribute</source>
        <translation>损坏的属性</translation>
    </message>
    <message>
        <source>a broken end tag</source>
        <translation>损坏的结束标签</translation>
    </message>
    <message>
        <source>an end tag that does not match its start tag, or is missing</source>
        <translation>结束标签与开始标签不匹配，或缺少结束标签</translation>
    </message>
    <message>
        <source>no root element</source>
        <translation>没有根元素</translation>
    </message>
    <message>
        <source>syntax error in a value: %1</source>
        <translation>值中有语法错误：%1</translation>
    </message>
    <message>
        <source>syntax error at an object&apos;s key: %1</source>
        <translation>对象的键处有语法错误：%1</translation>
    </message>
    <message>
        <source>syntax error after an object&apos;s key: %1</source>
        <translation>对象的键之后有语法错误：%1</translation>
    </message>
    <message>
        <source>syntax error in an array: %1</source>
        <translation>数组中有语法错误：%1</translation>
    </message>
    <message>
        <source>syntax error in an object: %1</source>
        <translation>对象中有语法错误：%1</translation>
    </message>
    <message>
        <source>the literal true</source>
        <translation>字面量 true</translation>
    </message>
    <message>
        <source>the literal false</source>
        <translation>字面量 false</translation>
    </message>
    <message>
        <source>the literal null</source>
        <translation>字面量 null</translation>
    </message>
    <message>
        <source>the end of the file</source>
        <translation>文件结尾</translation>
    </message>
    <message>
        <source>&apos;[&apos;, &apos;{&apos; or a value</source>
        <translation>&apos;[&apos;、&apos;{&apos; 或一个值</translation>
    </message>
    <message>
        <source>text that is not JSON</source>
        <translation>不是 JSON 的文本</translation>
    </message>
    <message>
        <source>not a JSON value</source>
        <translation>不是 JSON 值</translation>
    </message>
    <message>
        <source>a string without its closing quote</source>
        <translation>缺少结束引号的字符串</translation>
    </message>
    <message>
        <source>a string that is not UTF-8</source>
        <translation>不是 UTF-8 的字符串</translation>
    </message>
    <message>
        <source>a string with &apos;\u&apos; not followed by 4 hexadecimal digits</source>
        <translation>&apos;\u&apos; 后面不是 4 位十六进制数字的字符串</translation>
    </message>
    <message>
        <source>a string with a UTF-16 surrogate out of its pair</source>
        <translation>含有不成对 UTF-16 代理项的字符串</translation>
    </message>
    <message>
        <source>a string with a character that cannot follow a backslash</source>
        <translation>含有不能跟在反斜杠后的字符的字符串</translation>
    </message>
    <message>
        <source>a string with a control character that must be escaped</source>
        <translation>含有必须转义的控制字符的字符串</translation>
    </message>
    <message>
        <source>a comment, which JSON does not allow</source>
        <translation>注释（JSON 不允许注释）</translation>
    </message>
    <message>
        <source>a number with no digit after &apos;-&apos;</source>
        <translation>&apos;-&apos; 后没有数字的数</translation>
    </message>
    <message>
        <source>a number with no digit after &apos;.&apos;</source>
        <translation>&apos;.&apos; 后没有数字的数</translation>
    </message>
    <message>
        <source>a number with no digit after its exponent</source>
        <translation>指数后没有数字的数</translation>
    </message>
    <message>
        <source>a byte order mark that is not UTF-8&apos;s</source>
        <translation>不是 UTF-8 的字节顺序标记</translation>
    </message>
    <message>
        <source>%1 (last read: %2)</source>
        <translation>%1（最后读到：%2）</translation>
    </message>
    <message>
        <source>%1 out of place</source>
        <translation>此处不应出现%1</translation>
    </message>
    <message>
        <source>%1 where %2 should be</source>
        <translation>此处应为 %2，却是%1</translation>
    </message>
    <message>
        <source>%1; expected %2</source>
        <translation>%1；应为 %2</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>没有这个文件或文件夹</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>权限不足</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>这是一个文件夹</translation>
    </message>
    <message>
        <source>a part of the path is not a folder</source>
        <translation>路径中有一部分不是文件夹</translation>
    </message>
    <message>
        <source>no space left on the disk</source>
        <translation>磁盘空间不足</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>磁盘是只读的</translation>
    </message>
    <message>
        <source>it already exists</source>
        <translation>它已存在</translation>
    </message>
    <message>
        <source>too many symbolic links</source>
        <translation>符号链接层数过多</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>名称过长</translation>
    </message>
    <message>
        <source>too many files are open</source>
        <translation>打开的文件过多</translation>
    </message>
    <message>
        <source>an input/output error of the disk</source>
        <translation>磁盘输入/输出错误</translation>
    </message>
    <message>
        <source>the file is too large</source>
        <translation>文件过大</translation>
    </message>
    <message>
        <source>the file is in use</source>
        <translation>文件正在使用中</translation>
    </message>
    <message>
        <source>a mapping that does not end</source>
        <translation>没有结束的映射</translation>
    </message>
    <message>
        <source>it cannot be moved to another disk in one step</source>
        <translation>无法一步移动到另一块磁盘</translation>
    </message>
    <message>
        <source>the network share no longer knows the file</source>
        <translation>网络共享已找不到该文件</translation>
    </message>
    <message>
        <source>the system was busy; try again</source>
        <translation>系统繁忙，请重试</translation>
    </message>
    <message>
        <source>the file system does not allow it</source>
        <translation>文件系统不允许此操作</translation>
    </message>
    <message>
        <source>the disk or network share did not answer in time</source>
        <translation>磁盘或网络共享未及时响应</translation>
    </message>
    <message>
        <source>the folder is not empty</source>
        <translation>文件夹不为空</translation>
    </message>
    <message>
        <source>the file is too large for this system</source>
        <translation>文件对本系统来说太大</translation>
    </message>
    <message>
        <source>a %YAML directive without exactly one version</source>
        <translation>%YAML 指令没有恰好一个版本号</translation>
    </message>
    <message>
        <source>a YAML version too new</source>
        <translation>YAML 版本过新</translation>
    </message>
    <message>
        <source>a second %YAML directive</source>
        <translation>第二条 %YAML 指令</translation>
    </message>
    <message>
        <source>a %TAG directive without exactly a handle and a prefix</source>
        <translation>%TAG 指令没有恰好一个句柄和一个前缀</translation>
    </message>
    <message>
        <source>a second %TAG directive</source>
        <translation>第二条 %TAG 指令</translation>
    </message>
    <message>
        <source>a character a tag cannot hold</source>
        <translation>标签中不能出现的字符</translation>
    </message>
    <message>
        <source>a tag without its name</source>
        <translation>没有名称的标签</translation>
    </message>
    <message>
        <source>a &apos;!&lt;&apos; tag without its &apos;&gt;&apos;</source>
        <translation>缺少 &apos;&gt;&apos; 的 &apos;!&lt;&apos; 标签</translation>
    </message>
    <message>
        <source>two tags on one value</source>
        <translation>一个值上有两个标签</translation>
    </message>
    <message>
        <source>two anchors on one value</source>
        <translation>一个值上有两个锚点</translation>
    </message>
    <message>
        <source>two aliases for one value</source>
        <translation>一个值有两个别名</translation>
    </message>
    <message>
        <source>an alias with a value or tag of its own</source>
        <translation>带有自己的值或标签的别名</translation>
    </message>
    <message>
        <source>a character that is not a hexadecimal digit in an escape</source>
        <translation>转义序列中出现非十六进制数字的字符</translation>
    </message>
    <message>
        <source>a &apos;*&apos; without an alias name</source>
        <translation>&apos;*&apos; 后没有别名</translation>
    </message>
    <message>
        <source>a &apos;&amp;&apos; without an anchor name</source>
        <translation>&apos;&amp;&apos; 后没有锚点名</translation>
    </message>
    <message>
        <source>a character an alias name cannot hold</source>
        <translation>别名中不能出现的字符</translation>
    </message>
    <message>
        <source>a character an anchor name cannot hold</source>
        <translation>锚点名中不能出现的字符</translation>
    </message>
    <message>
        <source>a &apos;|&apos; or &apos;&gt;&apos; block indented by zero</source>
        <translation>缩进为零的 &apos;|&apos; 或 &apos;&gt;&apos; 块</translation>
    </message>
    <message>
        <source>one alias for two values</source>
        <translation>一个别名对应两个值</translation>
    </message>
    <message>
        <source>a YAML version that is not one: %1</source>
        <translation>不是有效版本号的 YAML 版本：%1</translation>
    </message>
    <message>
        <source>a &apos;{&apos; mapping without its &apos;}&apos;</source>
        <translation>缺少 &apos;}&apos; 的 &apos;{&apos; 映射</translation>
    </message>
    <message>
        <source>a list that does not end</source>
        <translation>没有结束的列表</translation>
    </message>
    <message>
        <source>a &apos;[&apos; list without its &apos;]&apos;</source>
        <translation>缺少 &apos;]&apos; 的 &apos;[&apos; 列表</translation>
    </message>
    <message>
        <source>text that is not YAML</source>
        <translation>不是 YAML 的文本</translation>
    </message>
    <message>
        <source>a value cut off by the end of the file</source>
        <translation>被文件结尾截断的值</translation>
    </message>
    <message>
        <source>a character a value cannot hold</source>
        <translation>值中不能有的字符</translation>
    </message>
    <message>
        <source>a tab in the indentation (YAML indents with spaces)</source>
        <translation>缩进中有制表符（YAML 用空格缩进）</translation>
    </message>
    <message>
        <source>a &apos;]&apos; or &apos;}&apos; that closes nothing</source>
        <translation>没有对应开头的 &apos;]&apos; 或 &apos;}&apos;</translation>
    </message>
    <message>
        <source>a &apos;- &apos; list entry where none can be</source>
        <translation>不能出现列表项 &apos;- &apos; 的位置出现了列表项</translation>
    </message>
    <message>
        <source>a key where none can be</source>
        <translation>不能出现键的位置出现了键</translation>
    </message>
    <message>
        <source>a &apos;:&apos; value where none can be</source>
        <translation>不能出现 &apos;:&apos; 值的位置出现了值</translation>
    </message>
    <message>
        <source>an alias to no anchor</source>
        <translation>指向不存在锚点的别名</translation>
    </message>
    <message>
        <source>a document marker (&apos;---&apos; or &apos;...&apos;) inside a value</source>
        <translation>值中出现文档标记（&apos;---&apos; 或 &apos;...&apos;）</translation>
    </message>
    <message>
        <source>a character a &apos;|&apos; or &apos;&gt;&apos; block cannot hold</source>
        <translation>&apos;|&apos; 或 &apos;&gt;&apos; 块中不能有的字符</translation>
    </message>
    <message>
        <source>an unknown escape character: %1</source>
        <translation>未知的转义字符：%1</translation>
    </message>
    <message>
        <source>an invalid Unicode escape: %1</source>
        <translation>无效的 Unicode 转义：%1</translation>
    </message>
    <message>
        <source>8 x A100 SXM4, NVLink 3 through 6 NVSwitch chips, 8 x 200G HDR</source>
        <translation>8 块 A100 SXM4，经 6 颗 NVSwitch 芯片以 NVLink 3 互连，8 块 200G HDR 网卡</translation>
    </message>
    <message>
        <source>8 x H100 SXM5, NVLink 4 through 4 NVSwitch chips, 8 x 400G NDR</source>
        <translation>8 块 H100 SXM5，经 4 颗 NVSwitch 芯片以 NVLink 4 互连，8 块 400G NDR 网卡</translation>
    </message>
    <message>
        <source>8 x H200 SXM5, NVLink 4 through 4 NVSwitch chips, 8 x 400G NDR</source>
        <translation>8 块 H200 SXM5，经 4 颗 NVSwitch 芯片以 NVLink 4 互连，8 块 400G NDR 网卡</translation>
    </message>
    <message>
        <source>8 x B200, NVLink 5 through 2 switch chips, 8 x 400G NDR</source>
        <translation>8 块 B200，经 2 颗交换芯片以 NVLink 5 互连，8 块 400G NDR 网卡</translation>
    </message>
    <message>
        <source>one rack: 18 trays of 2 Grace + 4 B200, 18 NVLink 5 switch chips, 72 x 400G NDR</source>
        <translation>一个机柜：18 个计算托盘，每个 2 颗 Grace + 4 块 B200，18 颗 NVLink 5 交换芯片，72 块 400G NDR 网卡</translation>
    </message>
    <message>
        <source>one rack: 18 trays of 2 Grace + 4 B300, 18 NVLink 5 switch chips, 72 x 800G XDR</source>
        <translation>一个机柜：18 个计算托盘，每个 2 颗 Grace + 4 块 B300，18 颗 NVLink 5 交换芯片，72 块 800G XDR 网卡</translation>
    </message>
    <message>
        <source>recomputing %1 layers of each virtual stage needs full recomputation, not %2</source>
        <translation>重计算每个虚拟阶段的 %1 层需要完全重计算，而不是 %2</translation>
    </message>
    <message>
        <source>recomputed layers must be between 1 and the %1 layers of a virtual stage, not %2</source>
        <translation>重计算的层数必须在 1 到一个虚拟阶段的 %1 层之间，而不是 %2</translation>
    </message>
    <message>
        <source>offloaded layers must be between 1 and %1, fewer than the %2 layers of %3, not %4</source>
        <translation>卸载的层数必须在 1 到 %1 之间（少于 %3 的 %2 层），而不是 %4</translation>
    </message>
    <message>
        <source>offloading activations needs pipeline parallel 1, not %1</source>
        <translation>卸载激活需要流水线并行为 1，而不是 %1</translation>
    </message>
    <message>
        <source>offloading activations needs no recomputation, not %1</source>
        <translation>卸载激活需要不重计算，而不是 %1</translation>
    </message>
    <message>
        <source>%1 has no link to its host&apos;s memory to offload activations to</source>
        <translation>%1 没有连到主机内存的链路，无法卸载激活</translation>
    </message>
    <message>
        <source>; %1 channels of %2 KiB chunks per head: the scatter, the reduction in the switch and the gather fill their pipeline in %3 us</source>
        <translation>；%1 个通道，每个头 %2 KiB 的块：分发、交换机内归约与收集三级流水线填充耗时 %3 us</translation>
    </message>
    <message>
        <source>give the layers of each virtual stage, 1 to %1 of them</source>
        <translation>请给出每个虚拟阶段的层数，共 1 到 %1 项</translation>
    </message>
    <message>
        <source>expected a whole number of layers from 0, found %1</source>
        <translation>应为从 0 起的整数层数，实际为 %1</translation>
    </message>
    <message>
        <source>the pipeline layout %1 gives %2 virtual stages, not pipeline parallel %3 x virtual stages %4 = %5</source>
        <translation>流水线布局 %1 给出 %2 个虚拟阶段，而非流水线并行 %3 × 虚拟阶段 %4 = %5</translation>
    </message>
    <message>
        <source>the pipeline layout %1 holds %2 layers, not the %3 of %4</source>
        <translation>流水线布局 %1 含 %2 层，而非 %4 的 %3 层</translation>
    </message>
    <message>
        <source>name at least one of core_attn, mla_up_proj, moe_act</source>
        <translation>至少写出 core_attn、mla_up_proj、moe_act 中的一个</translation>
    </message>
    <message>
        <source>expected core_attn, mla_up_proj or moe_act, found %1</source>
        <translation>应为 core_attn、mla_up_proj 或 moe_act，实际为 %1</translation>
    </message>
    <message>
        <source>recompute modules (%1) are for selective recomputation, not %2</source>
        <translation>重计算模块（%1）用于选择性重计算，而不是 %2</translation>
    </message>
    <message>
        <source>mla_up_proj recomputes multi-head latent attention&apos;s up-projections, which %1 does not have</source>
        <translation>mla_up_proj 重算多头潜在注意力的上投影，而 %1 没有这一部分</translation>
    </message>
    <message>
        <source>moe_act recomputes the experts&apos; activation, and %1 has no experts</source>
        <translation>moe_act 重算专家的激活函数，而 %1 没有专家</translation>
    </message>
    <message>
        <source>; bandwidth bound by NCCL&apos;s per-channel ceiling on NVLS+tree (%1 GB/s a head, bus bandwidth)</source>
        <translation>；带宽受 NCCL 对 NVLS+tree 的每通道上限限制（每个 head %1 GB/s，总线带宽）</translation>
    </message>
    <message>
        <source>; LL carries data at %1% of the bandwidth (4 data bytes and a flag in every 8, each flag polled: NCCL&apos;s tuner)</source>
        <translation>；LL 以带宽的 %1% 传输数据（每 8 字节含 4 字节数据和一个标志，每个标志都要轮询：NCCL 调优模型）</translation>
    </message>
    <message>
        <source>; LL128 carries data at %1% of the bandwidth (120 data bytes in every 128: NCCL&apos;s tuner)</source>
        <translation>；LL128 以带宽的 %1% 传输数据（每 128 字节含 120 字节数据：NCCL 调优模型）</translation>
    </message>
    <message>
        <source>; every tree edge carries half the message each way, and the busiest domain has %1 of them in the two trees: its NICs carry %2 times the message each way</source>
        <translation>；每条树边每个方向承载消息的一半，最繁忙的域在两棵树中共有 %1 条边：其网卡每个方向承载消息的 %2 倍</translation>
    </message>
    <message>
        <source>all-to-all groups go with &quot;cp_comm&quot;: &quot;a2a+p2p&quot;</source>
        <translation>全交换组须与 &quot;cp_comm&quot;: &quot;a2a+p2p&quot; 一起使用</translation>
    </message>
    <message>
        <source>a2a+p2p finds no all-to-all group: no divisor of CP %1 from 2 to %2 divides the %3 attention and %4 key/value heads a rank of TP %5 holds of %6</source>
        <translation>a2a+p2p 找不到全交换组：CP %1 在 2 到 %2 之间的因数都不能整除 %6 在 TP %5 下每个 rank 持有的 %3 个注意力头和 %4 个键/值头</translation>
    </message>
    <message>
        <source>a2a+p2p needs all-to-all groups of 2 or more CP ranks that divide CP %1 into two or more, not %2</source>
        <translation>a2a+p2p 需要每组至少 2 个 CP rank、能把 CP %1 分成两组或更多组的全交换组，而不是 %2</translation>
    </message>
    <message>
        <source>an all-to-all (a2a) of %1 CP ranks splits each TP rank&apos;s heads, and does not divide the %2 attention and %3 key/value heads a rank of TP %4 holds of %5</source>
        <translation>%1 个 CP rank 的全交换（a2a）会拆分每个 TP rank 的注意力头，但它不能整除 %5 在 TP %4 下每个 rank 持有的 %2 个注意力头和 %3 个键/值头</translation>
    </message>
    <message>
        <source>the %1 has no block-scaled tensor cores for mxfp8 (Blackwell has); take delayed, tensorwise or blockwise scaling</source>
        <translation>%1 没有 mxfp8 所需的块缩放张量核心（Blackwell 才有）；请改用 delayed、tensorwise 或 blockwise 缩放</translation>
    </message>
    <message>
        <source>; each GPU&apos;s NVLink carries %1 GB/s of data: %2 links at %3 GB/s of their %4 GB/s line rate</source>
        <translation>；每块 GPU 的 NVLink 传输 %1 GB/s 的数据：%2 条链路，每条 %3 GB/s（线速 %4 GB/s）</translation>
    </message>
    <message>
        <source>%1 collectives together, of which the first %2</source>
        <translation>同时运行的 %1 个集合通信中的前 %2 个</translation>
    </message>
</context>
</TS>
