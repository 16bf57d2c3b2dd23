<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BehaviourTables</name>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Raw clicks</source>
        <translation>原始点击</translation>
    </message>
    <message>
        <source>IPS (clipped)</source>
        <translation>IPS（截断）</translation>
    </message>
    <message>
        <source>Self-normalised IPS</source>
        <translation>自归一化 IPS</translation>
    </message>
    <message>
        <source>Unexposed = excluded</source>
        <translation>未曝光 = 排除</translation>
    </message>
    <message>
        <source>Unexposed = non-relevant</source>
        <translation>未曝光 = 不相关</translation>
    </message>
    <message>
        <source>Ratio (non-relevant / excluded)</source>
        <translation>比值（不相关 / 排除）</translation>
    </message>
    <message>
        <source>Offline metric</source>
        <translation>离线指标</translation>
    </message>
    <message>
        <source>Online metric</source>
        <translation>线上指标</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行数</translation>
    </message>
    <message>
        <source>Kendall&apos;s τ</source>
        <translation>Kendall τ</translation>
    </message>
    <message>
        <source>Same sign</source>
        <translation>同号</translation>
    </message>
    <message>
        <source>No click log in this project: import one with displayed positions (Import Click Log… above, or ranklens-cli import PROJECT --log FILE --position-column COL).</source>
        <translation>此项目没有点击日志：导入一个带展示位置的日志（上方的“导入点击日志…”，或 ranklens-cli import PROJECT --log FILE --position-column COL）。</translation>
    </message>
    <message>
        <source>Click log &apos;%1&apos;: %2, IPS weights w = min(1/p(pos), %3). Raw clicks: gain = clicks / impressions. IPS: gain = Σ click·w / impressions. Self-normalised: Σ click·w / Σ p(pos)·w. Items never shown count as non-relevant; means over queries with a click.</source>
        <translation>点击日志“%1”：%2，IPS 权重 w = min(1/p(pos), %3)。原始点击：增益 = 点击数 / 展示数。IPS：增益 = Σ 点击·w / 展示数。自归一化：Σ 点击·w / Σ p(pos)·w。从未展示的物品计为不相关；均值取自有点击的查询。</translation>
    </message>
    <message>
        <source>The same runs under both meanings of an item the log never showed (IPS values, %1, clip %2): excluded from the ranking like unjudged items, or kept as non-relevant (the full candidate pool). A ratio far from 1 means the choice decides the number.</source>
        <translation>同一批运行在“日志从未展示的物品”的两种含义下的结果（IPS 值，%1，截断 %2）：像未评判物品一样从排序中排除，或保留为不相关（完整候选池）。比值远离 1 说明这个选择决定了数值。</translation>
    </message>
    <message>
        <source>For the runs with online results: Kendall&apos;s τ-b of the offline and online orderings (1 = same order, −1 = reversed) and the share of run pairs whose offline and online differences have the same sign. Select a row for its scatter plot.</source>
        <translation>针对有线上结果的运行：离线与线上排序的 Kendall τ-b（1 = 顺序相同，−1 = 完全相反），以及离线差值与线上差值同号的运行对所占比例。选中一行查看其散点图。</translation>
    </message>
    <message>
        <source>IPS and self-normalised IPS are equal here because no weight reached the clip (%1): every 1/p(pos) of this log is below it, so Σ p(pos)·w is the number of impressions. They differ once the clip bites (a lower clip, or rarer positions in the log).</source>
        <translation>此处 IPS 与自归一化 IPS 相等，因为没有权重达到截断值（%1）：此日志中每个 1/p(pos) 都低于它，所以 Σ p(pos)·w 就是展示次数。截断一旦生效（更低的截断值，或日志中更靠后的位置），两者就会不同。</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n pairs (%2)</source>
        <translation>
            <numerusform>%n 对中 %1 对（%2）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BeyondExplain</name>
    <message>
        <source>not in the items file</source>
        <translation>不在物品文件中</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Popularity from %1; N = %2 users (lists).</source>
        <translation>流行度来自%1；N = %2 个用户（列表）。</translation>
    </message>
    <message>
        <source>ILD@%1: intra-list diversity</source>
        <translation>ILD@%1：列表内多样性</translation>
    </message>
    <message>
        <source>The share of the pairs of items in the top %1 whose categories differ. Items without a category are left out of the pairs.</source>
        <translation>前 %1 名中类别不同的物品对所占的比例。没有类别的物品不参与配对。</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>物品</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>The pairs (i, j), i above j:</source>
        <translation>物品对 (i, j)，i 排在 j 之上：</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>物品对</translation>
    </message>
    <message>
        <source>Categories</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Differ?</source>
        <translation>不同？</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no, same category</source>
        <translation>否，同一类别</translation>
    </message>
    <message numerus="yes">
        <source>… %n more pair(s) not listed (they are in the totals).</source>
        <translation>
            <numerusform>… 另有 %n 对未列出（已计入总数）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Fewer than two items with a category: no pair, ILD@%1 = 0.</source>
        <translation>有类别的物品少于两个：没有物品对，ILD@%1 = 0。</translation>
    </message>
    <message>
        <source>ILD@%1 = differing pairs / pairs = %2 / %3 = &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>ILD@%1 = 不同类别的对数 / 总对数 = %2 / %3 = &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>CatCov@%1: category coverage</source>
        <translation>CatCov@%1：类别覆盖率</translation>
    </message>
    <message>
        <source>The distinct categories in the top %1 over the categories of the whole catalogue.</source>
        <translation>前 %1 名中不同类别的数量除以整个目录的类别数量。</translation>
    </message>
    <message>
        <source>New here?</source>
        <translation>首次出现？</translation>
    </message>
    <message>
        <source>Categories seen: %1.</source>
        <translation>出现的类别：%1。</translation>
    </message>
    <message>
        <source>CatCov@%1 = categories seen / categories in the catalogue = %2 / %3 = &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>CatCov@%1 = 出现的类别 / 目录中的类别 = %2 / %3 = &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Novelty@%1: mean self-information</source>
        <translation>Novelty@%1：平均自信息</translation>
    </message>
    <message>
        <source>Each item&apos;s self-information −log&lt;sub&gt;2&lt;/sub&gt;(popularity / N): an item every user saw is worth 0 bits, one in 1 of 16 users 4 bits. Items without a popularity are left out (their self-information is undefined).</source>
        <translation>每个物品的自信息 −log&lt;sub&gt;2&lt;/sub&gt;(流行度 / N)：每个用户都看过的物品为 0 比特，16 个用户中只有 1 个看过的为 4 比特。没有流行度的物品不计入（其自信息无定义）。</translation>
    </message>
    <message>
        <source>Popularity</source>
        <translation>流行度</translation>
    </message>
    <message>
        <source>popularity / N</source>
        <translation>流行度 / N</translation>
    </message>
    <message>
        <source>−log&lt;sub&gt;2&lt;/sub&gt;</source>
        <translation>−log&lt;sub&gt;2&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>left out</source>
        <translation>不计入</translation>
    </message>
    <message>
        <source>Novelty@%1 = %2 / %3 = &lt;b&gt;%4&lt;/b&gt; bits</source>
        <translation>Novelty@%1 = %2 / %3 = &lt;b&gt;%4&lt;/b&gt; 比特</translation>
    </message>
    <message>
        <source>ARP@%1: average recommendation popularity</source>
        <translation>ARP@%1：平均推荐流行度</translation>
    </message>
    <message>
        <source>The mean popularity of the items in the top %1; an item without a popularity counts 0.</source>
        <translation>前 %1 名物品的平均流行度；没有流行度的物品计为 0。</translation>
    </message>
    <message>
        <source>ARP@%1 = %2 / %3 = &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>ARP@%1 = %2 / %3 = &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>LT@%1: long-tail share</source>
        <translation>LT@%1：长尾占比</translation>
    </message>
    <message>
        <source>The short head: the most popular items that together hold 20 % of all popularity. Here %1 of %2 items, holding %3 of %4 (%5 %); the least popular of them has popularity %6. Every other item is in the long tail.</source>
        <translation>短头部：合计占全部流行度 20 % 的最流行物品。这里是 %2 个物品中的 %1 个，占 %4 中的 %3（%5 %）；其中最不流行的物品流行度为 %6。其余物品都属于长尾。</translation>
    </message>
    <message>
        <source>Short head or long tail</source>
        <translation>短头部还是长尾</translation>
    </message>
    <message>
        <source>short head</source>
        <translation>短头部</translation>
    </message>
    <message>
        <source>long tail</source>
        <translation>长尾</translation>
    </message>
    <message>
        <source>LT@%1 = items in the long tail / items = %2 / %3 = &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>LT@%1 = 长尾中的物品 / 物品数 = %2 / %3 = &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>an unnamed source</source>
        <translation>未命名的来源</translation>
    </message>
    <message>
        <source>%1: %2 item(s), %3 pair(s) alike</source>
        <translation>%1：%2 个物品，%3 对同类</translation>
    </message>
    <message>
        <source>By category — %1. All pairs %2 − alike %3 = differing %4.</source>
        <translation>按类别 —— %1。全部 %2 对 − 同类 %3 对 = 不同类 %4 对。</translation>
    </message>
</context>
<context>
    <name>ComparisonFindings</name>
    <message>
        <source>What the numbers say</source>
        <translation>数据说明了什么</translation>
    </message>
    <message>
        <source>Better on average, worse for some</source>
        <translation>平均更好，但部分情况更差</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>未通过</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>未通过</translation>
    </message>
    <message>
        <source>primary</source>
        <translation>主指标</translation>
    </message>
    <message>
        <source>guard</source>
        <translation>护栏</translation>
    </message>
    <message>
        <source>Definition sensitivity</source>
        <translation>定义敏感性</translation>
    </message>
    <message>
        <source>%1 on %2: %3 queries change between win, tie and loss (%4%5)</source>
        <translation>%1 在 %2 上：%3 个查询的胜/平/负结果发生变化（%4%5）</translation>
    </message>
    <message>
        <source>%1 on %2: the mean delta changes sign</source>
        <translation>%1 在 %2 上：平均差值的正负号发生变化</translation>
    </message>
    <message>
        <source>System order on %1 flips: A %2; B %3</source>
        <translation>%1 上的系统排名顺序发生翻转：A %2；B %3</translation>
    </message>
    <message>
        <source>No query, verdict or system order changes.</source>
        <translation>没有查询、结论或系统排名顺序发生变化。</translation>
    </message>
    <message>
        <source>Definitions: %1</source>
        <translation>定义：%1</translation>
    </message>
    <message>
        <source>Test: %1</source>
        <translation>检验：%1</translation>
    </message>
    <message>
        <source>paired t-test</source>
        <translation>配对 t 检验</translation>
    </message>
    <message>
        <source>randomization test (%1 permutations, seed %2)</source>
        <translation>随机化检验（%1 次置换，种子 %2）</translation>
    </message>
    <message>
        <source>Holm</source>
        <translation>Holm</translation>
    </message>
    <message>
        <source>Bonferroni</source>
        <translation>Bonferroni</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1, two-sided; correction: %2 over the table; alpha %3</source>
        <translation>%1，双侧；校正：在整张表上做 %2；α = %3</translation>
    </message>
    <message>
        <source>; %1 % bootstrap CI (%2 resamples)</source>
        <translation>；%1% 自助法置信区间（%2 次重抽样）</translation>
    </message>
    <message>
        <source>; means weighted by query weight (tests unweighted)</source>
        <translation>；均值按查询权重加权（检验不加权）</translation>
    </message>
    <message>
        <source>; unweighted means</source>
        <translation>；不加权均值</translation>
    </message>
    <message>
        <source>%1 vs %2 (%3): %4</source>
        <translation>%1 对比 %2（%3）：%4</translation>
    </message>
    <message>
        <source>%1 of %2: overall %3 but segment &apos;%4&apos; %5 (%6 queries, %7)</source>
        <translation>%2 的 %1：整体 %3，但分组“%4”为 %5（%6 个查询，%7）</translation>
    </message>
    <message>
        <source>significant</source>
        <translation>显著</translation>
    </message>
    <message>
        <source>not significant</source>
        <translation>不显著</translation>
    </message>
    <message>
        <source>%1 is not in the comparison</source>
        <translation>比较中没有 %1</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2（%3）</translation>
    </message>
    <message>
        <source>no test: run-level value</source>
        <translation>无检验：排序结果级的值</translation>
    </message>
    <message>
        <source>%1 %2 % (limit -%3 %)</source>
        <translation>%1 %2%（下限 -%3%）</translation>
    </message>
    <message>
        <source>%1 %2 (limit -%3)</source>
        <translation>%1 %2（下限 -%3）</translation>
    </message>
    <message>
        <source>%1 %2 (minimum %3)</source>
        <translation>%1 %2（最小值 %3）</translation>
    </message>
    <message numerus="yes">
        <source>%n queries · computed in %1 s</source>
        <translation>
            <numerusform>%n 个查询 · 用时 %1 秒</numerusform>
        </translation>
    </message>
    <message>
        <source> (all queries: a run-level measure has no segment value)</source>
        <translation>（全部查询：运行级指标没有分段取值）</translation>
    </message>
    <message numerus="yes">
        <source>segment %1 (%n queries)</source>
        <translation>
            <numerusform>分段 %1（%n 个查询）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>all queries (%n)</source>
        <translation>
            <numerusform>全部查询（%n）</numerusform>
        </translation>
    </message>
    <message>
        <source>Guardrails: %1 — on %2</source>
        <translation>护栏：%1 — 基于%2</translation>
    </message>
    <message>
        <source>In a segment table the CI of Δ shows “–”: the bootstrap interval is computed on all queries only.</source>
        <translation>分段表中 Δ 的置信区间显示为“–”：自助法区间仅基于全部查询计算。</translation>
    </message>
    <message>
        <source>Run-level measures (coverage) have one value for the whole run and none within a segment.</source>
        <translation>运行级指标（覆盖率）整个排序结果只有一个值，在分段内没有取值。</translation>
    </message>
    <message>
        <source>The guardrail scorecard is checked on this segment.</source>
        <translation>护栏评分卡基于此分段检查。</translation>
    </message>
    <message>
        <source>%1 %2 (at most %3 × baseline %4)</source>
        <translation>%1 %2（至多为基线 %4 的 %3 倍）</translation>
    </message>
    <message>
        <source>left out, the baseline or every other run has no values of them: %1</source>
        <translation>已略去，基线或其他所有排序结果都没有它们的值：%1</translation>
    </message>
    <message>
        <source>Each run is paired with the baseline over the labelled queries both returned</source>
        <translation>每个排序结果与基线在两者都返回的已标注查询上配对</translation>
    </message>
    <message>
        <source>Each run is paired with the baseline over the queries either has values for, a query one lacks scored 0</source>
        <translation>每个排序结果与基线在任一方有值的查询上配对，缺值的一方记 0</translation>
    </message>
    <message numerus="yes">
        <source>Each run is paired with the baseline over every labelled query (%n), a query it did not return scored 0</source>
        <translation>
            <numerusform>每个排序结果与基线在全部 %n 个已标注查询上配对，未返回的查询记 0</numerusform>
        </translation>
    </message>
    <message>
        <source>Means of %1 differ from the curves and tables: here the queries a run missed count as 0, there they are left out (Queries in the definitions bar).</source>
        <translation>%1 的均值与曲线和表格不同：此处排序结果缺失的查询记 0，那里则略去（见定义栏中的“查询”）。</translation>
    </message>
    <message>
        <source>Means of %1 differ from the curves and tables: here a pair leaves out the queries either run missed, there they count as 0 (Queries in the definitions bar).</source>
        <translation>%1 的均值与曲线和表格不同：此处每对略去任一方缺失的查询，那里则记 0（见定义栏中的“查询”）。</translation>
    </message>
    <message>
        <source>%1 is left out: it has values of none of the compared measures</source>
        <translation>已略去 %1：它没有任何所比较指标的值</translation>
    </message>
    <message numerus="yes">
        <source>Segment %1: each run is paired with the baseline over the segment&apos;s labelled queries both returned (of %n)</source>
        <translation>
            <numerusform>分段 %1：每个运行与基线在该分段中两者都返回的已标注查询上配对（共 %n 个）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Segment %1: each run is paired with the baseline over the segment&apos;s %n queries, a query one lacks scored 0</source>
        <translation>
            <numerusform>分段 %1：每个运行与基线在该分段的 %n 个查询上配对，一方缺少的查询记为 0</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Segment %1: each run is paired with the baseline over the segment&apos;s %n labelled queries, a query it did not return scored 0</source>
        <translation>
            <numerusform>分段 %1：每个运行与基线在该分段的 %n 个已标注查询上配对，运行未返回的查询记为 0</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 %3, %n queries)</source>
        <translation>
            <numerusform>%1（%2 %3，%n 个查询）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 vs %2: better on average, but worse for %3</source>
        <translation>%1 对比 %2：平均更好，但对 %3 更差</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>definitions; pairing</comment>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>%1, two-sided; correction: %2 over the tables of every baseline; alpha %3</source>
        <translation>%1，双侧；校正：%2，覆盖所有基线的表；alpha %3</translation>
    </message>
    <message numerus="yes">
        <source>Corrected together: %n tests, every run against each of the %1 baselines on every metric (a pair of two baselines counted once).</source>
        <translation>
            <numerusform>一并校正：共 %n 个检验，每个系统结果在每个指标上与 %1 个基线逐一比较（两个基线之间的配对只计一次）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %n queries, differences below %1 %2 cannot be told from noise at %3 % power (paired t-test, α %4).</source>
        <translation>
            <numerusform>在 %n 个查询上，小于 %1 的 %2 差异在 %3 % 检验功效下无法与噪声区分（配对 t 检验，α %4）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %n paired queries no difference can be told from noise: a test needs at least two.</source>
        <translation>
            <numerusform>只有 %n 个配对查询，任何差异都无法与噪声区分：检验至少需要两个。</numerusform>
        </translation>
    </message>
    <message>
        <source>No minimal detectable effect: the runs score the same on every paired query.</source>
        <translation>没有最小可检测效应：两个系统结果在每个配对查询上得分相同。</translation>
    </message>
    <message>
        <source>No minimal detectable effect: every paired query differs by the same amount.</source>
        <translation>没有最小可检测效应：每个配对查询的差值都相同。</translation>
    </message>
    <message>
        <source>Δ %1 is significant after correction (p adj %2).</source>
        <translation>Δ %1 在校正后显著（校正后 p %2）。</translation>
    </message>
    <message>
        <source>Δ %1 is not significant after correction (p adj %2): no significant difference.</source>
        <translation>Δ %1 在校正后不显著（校正后 p %2）：没有显著差异。</translation>
    </message>
    <message>
        <source>paired t</source>
        <translation>配对 t</translation>
    </message>
    <message>
        <source>randomization</source>
        <translation>随机化</translation>
    </message>
</context>
<context>
    <name>ComparisonWindow</name>
    <message>
        <source>&amp;Leaderboard…</source>
        <translation>排行榜(&amp;L)…</translation>
    </message>
    <message>
        <source>All the runs at once: best first, every pair tested, how sure we are (Ctrl+Shift+B)</source>
        <translation>一次看全部系统结果：最好的在前，每一对都做检验，看我们有多确定（Ctrl+Shift+B）</translation>
    </message>
</context>
<context>
    <name>ConfigWords</name>
    <message>
        <source>linear</source>
        <comment>NDCG gain</comment>
        <translation>线性</translation>
    </message>
    <message>
        <source>exponential</source>
        <comment>NDCG gain</comment>
        <translation>指数</translation>
    </message>
    <message>
        <source>custom [%1]</source>
        <comment>NDCG gain</comment>
        <translation>自定义 [%1]</translation>
    </message>
    <message>
        <source>labels</source>
        <comment>ideal order: every labelled item</comment>
        <translation>全部标注</translation>
    </message>
    <message>
        <source>retrieved</source>
        <comment>ideal order: the retrieved items</comment>
        <translation>已检索条目</translation>
    </message>
    <message>
        <source>trec_eval</source>
        <comment>ties broken as trec_eval (docid descending)</comment>
        <translation>按 docid 降序</translation>
    </message>
    <message>
        <source>input</source>
        <comment>ties kept in the input&apos;s order</comment>
        <translation>输入顺序</translation>
    </message>
    <message>
        <source>rank</source>
        <comment>ties ordered by the rank column</comment>
        <translation>排名列</translation>
    </message>
    <message>
        <source>average</source>
        <comment>tied groups averaged</comment>
        <translation>取平均</translation>
    </message>
    <message>
        <source>run-and-labels</source>
        <comment>queries in both the run and the labels</comment>
        <translation>排序结果与标注中均有</translation>
    </message>
    <message>
        <source>all-labelled</source>
        <comment>every labelled query</comment>
        <translation>全部已标注</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>zero</source>
        <comment>gain below the threshold set to 0</comment>
        <translation>置零</translation>
    </message>
    <message>
        <source>keep</source>
        <comment>gain below the threshold kept</comment>
        <translation>保留</translation>
    </message>
    <message>
        <source>zero</source>
        <comment>a query without a relevant item scores 0</comment>
        <translation>记 0</translation>
    </message>
    <message>
        <source>skip</source>
        <comment>a query without a relevant item is left out</comment>
        <translation>排除</translation>
    </message>
    <message>
        <source>one</source>
        <comment>a query without a relevant item scores 1</comment>
        <translation>记 1</translation>
    </message>
    <message>
        <source>; %1: %2</source>
        <comment>a definition and its value under the plots</comment>
        <translation>；%1：%2</translation>
    </message>
</context>
<context>
    <name>CurveAxesText</name>
    <message>
        <source>%1 (bits)</source>
        <translation>%1（比特）</translation>
    </message>
    <message>
        <source>%1 (popularity)</source>
        <translation>%1（流行度）</translation>
    </message>
    <message>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>value (0–1)</source>
        <translation>值（0–1）</translation>
    </message>
</context>
<context>
    <name>Definitions</name>
    <message>
        <source>k = %1; %2</source>
        <translation>k = %1；%2</translation>
    </message>
    <message>
        <source>labels: %1; %2</source>
        <translation>标注：%1；%2</translation>
    </message>
    <message>
        <source>; RBP persistence p: %1</source>
        <translation>；RBP 坚持度 p：%1</translation>
    </message>
</context>
<context>
    <name>EvalConfig</name>
    <message>
        <source>relevant: label &gt;= %1; gain: %2; ideal: %3; ties: %4; queries: %5</source>
        <translation>相关：等级 &gt;= %1；增益：%2；理想排序：%3；并列：%4；查询：%5</translation>
    </message>
    <message>
        <source>; max docs per query: %1</source>
        <translation>；每个查询最多 %1 个条目</translation>
    </message>
    <message>
        <source>; judged only: %1; NDCG gain below threshold: %2; no relevant item: %3; log base: %4</source>
        <translation>；仅已标注：%1；NDCG 低于阈值的增益：%2；无相关项的查询：%3；对数底：%4</translation>
    </message>
</context>
<context>
    <name>EvaluatedRunImport</name>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>%1: evaluated run not imported (it is imported whole or not at all) — %2</source>
        <translation>%1：未导入已评估运行（整个文件要么全部导入，要么都不导入）— %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: evaluated run imported — %Ln queries, measures %2</source>
        <translation>
            <numerusform>%1：已导入已评估运行 — %Ln 个查询，指标 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>; unknown to RankLens (kept, not compared): %1</source>
        <translation>；RankLens 不认识的指标（已保留，不参与比较）：%1</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>Of the k items shown, what share is relevant?</source>
        <translation>k 个展示的条目中，相关条目占多大比例？</translation>
    </message>
    <message>
        <source>P@k = (relevant items in the top k) / k. The denominator stays k even when fewer than k items were returned.</source>
        <translation>P@k = （前 k 位中的相关条目数）/ k。即使返回的条目少于 k 个，分母仍为 k。</translation>
    </message>
    <message>
        <source>Whenever the user looks at a fixed screen of k results: search result pages, a feed&apos;s first screen, a carousel. P@1 for single-answer search.</source>
        <translation>用户面对的是固定的一屏 k 个结果时：搜索结果页、信息流首屏、轮播位。单一答案的搜索用 P@1。</translation>
    </message>
    <message>
        <source>k chosen against the screen size: P@10 on a phone that shows 4 items scores items nobody sees. A query with only 2 relevant items can never pass P@10 = 0.2, so mixing rich and poor queries mixes ceilings. A short list is punished: 3 returned, all relevant, gives P@10 = 0.3.</source>
        <translation>k 的选择要对照屏幕大小：手机一屏只显示 4 个条目时，P@10 给没人看到的条目打了分。只有 2 个相关条目的查询，P@10 永远不会超过 0.2，因此把相关条目多和少的查询混在一起，也就混合了不同的上限。列表过短会受罚：返回 3 个且全部相关，P@10 = 0.3。</translation>
    </message>
    <message>
        <source>trec_eval (P_k), ir_measures (P@k) and ranx (precision@k) all divide by k. Some libraries divide by the number returned when the list is shorter than k; such numbers are higher and not comparable. The relevance threshold is trec_eval&apos;s -l, ranx&apos;s rel_lvl and ir_measures&apos; P(rel=...): all default to 1.</source>
        <translation>trec_eval（P_k）、ir_measures（P@k）和 ranx（precision@k）都除以 k。有些库在列表短于 k 时改为除以返回的条目数；这样得到的数值更高，且不可比较。相关性阈值对应 trec_eval 的 -l、ranx 的 rel_lvl 和 ir_measures 的 P(rel=...)：默认值都是 1。</translation>
    </message>
    <message>
        <source>Of everything relevant to this query, what share is in the top k?</source>
        <translation>与该查询相关的全部条目中，有多大比例出现在前 k 位？</translation>
    </message>
    <message>
        <source>R@k = (relevant items in the top k) / R, where R counts the relevant items of the query in the labels, returned or not. 0 when R = 0.</source>
        <translation>R@k = （前 k 位中的相关条目数）/ R，其中 R 是标注中该查询的相关条目数，无论是否被返回。R = 0 时为 0。</translation>
    </message>
    <message>
        <source>Candidate retrieval feeding a re-ranker (R@100, R@500: is it there at all?), and as a guardrail beside P@k or NDCG@k.</source>
        <translation>为重排序模型提供候选的召回阶段（R@100、R@500：相关条目到底有没有被召回？），以及作为 P@k 或 NDCG@k 旁边的护栏指标。</translation>
    </message>
    <message>
        <source>Recall&apos;s denominator comes from the labels: relevant items nobody labelled do not exist for it, and pooled labels favour the systems that were pooled. R@k is bounded by k / R: with 20 favourites, R@1 is at most 0.05 however good the first item is. Queries with R = 0 score 0 and drag the mean down unless they are excluded.</source>
        <translation>召回率的分母来自标注：没人标注过的相关条目对它来说并不存在，而池化（pooling）得到的标注偏向参与了池化的系统。R@k 的上限是 k / R：用户有 20 个喜爱的条目时，无论第一个条目多好，R@1 至多为 0.05。R = 0 的查询得 0 分，除非将其排除，否则会拉低平均值。</translation>
    </message>
    <message>
        <source>trec_eval (recall_k), ir_measures (R@k) and ranx (recall@k) divide by R. Some recommender papers (e.g. the Mult-VAE paper&apos;s Recall@k) divide by min(k, R) so that a perfect top k scores 1. trec_eval drops queries that only the labels have, unless -c is given.</source>
        <translation>trec_eval（recall_k）、ir_measures（R@k）和 ranx（recall@k）都除以 R。一些推荐系统论文（例如 Mult-VAE 论文中的 Recall@k）除以 min(k, R)，使完美的前 k 位得分为 1。trec_eval 会丢弃只在标注中出现的查询，除非指定 -c。</translation>
    </message>
    <message>
        <source>One number that balances P@k and R@k.</source>
        <translation>一个在 P@k 与 R@k 之间取得平衡的数值。</translation>
    </message>
    <message>
        <source>F1@k = 2 · P@k · R@k / (P@k + R@k), 0 when both are 0. Computed per query, then averaged.</source>
        <translation>F1@k = 2 · P@k · R@k / (P@k + R@k)，两者都为 0 时为 0。先按查询计算，再取平均。</translation>
    </message>
    <message>
        <source>When both the quality of the screen and completeness matter at the same k, e.g. a tag or attribute suggester that returns a set.</source>
        <translation>在同一个 k 上，既在意这一屏的质量又在意完整性时，例如返回一组结果的标签或属性推荐器。</translation>
    </message>
    <message>
        <source>F1 on sparse positives: when R is much larger than k (or much smaller), P and R live on different scales and F1 just follows the smaller one; P = 0.9 with R = 0.1 gives 0.18. The mean of per-query F1 is not the F1 of the mean P and mean R.</source>
        <translation>正例稀疏时的 F1：当 R 远大于 k（或远小于 k）时，P 和 R 处在不同的量级，F1 只会跟着较小的那个走；P = 0.9、R = 0.1 时 F1 为 0.18。逐查询 F1 的平均值并不等于平均 P 与平均 R 算出的 F1。</translation>
    </message>
    <message>
        <source>trec_eval has no F1 at k (RankLens prints it as F1_k). ranx f1@k is per query, then averaged, as here. scikit-learn&apos;s f1_score scores binary decisions, not a ranked top k, and its &apos;micro&apos; average pools the counts of all queries into one F1.</source>
        <translation>trec_eval 没有前 k 位的 F1（RankLens 将其输出为 F1_k）。ranx 的 f1@k 与这里一样，先按查询计算再取平均。scikit-learn 的 f1_score 评价的是二元判定，而不是排序后的前 k 位，它的 &apos;micro&apos; 平均会把所有查询的计数合并起来，只算一个 F1。</translation>
    </message>
    <message>
        <source>Did the user find at least one relevant item in the top k?</source>
        <translation>用户在前 k 位中是否至少找到了一个相关条目？</translation>
    </message>
    <message>
        <source>Hit@k = 1 if any relevant item is in the top k, else 0. Its mean is the share of queries served.</source>
        <translation>前 k 位中有任一相关条目时 Hit@k = 1，否则为 0。它的平均值就是得到满足的查询所占的比例。</translation>
    </message>
    <message>
        <source>Known-item and navigational search, question answering, next-item recommendation with one true item. Its complement is the share of queries with no relevant result, a common guardrail.</source>
        <translation>已知条目搜索和导航类搜索、问答、只有一个真实条目的下一条目推荐。它的补数是没有任何相关结果的查询所占比例，这是一个常用的护栏指标。</translation>
    </message>
    <message>
        <source>Blind to how many hits there are and where: a hit at rank 1 and at rank k count the same. With exactly one relevant item per query Hit@k equals R@k; otherwise it does not, though it is sometimes mislabelled as recall.</source>
        <translation>它看不到命中了多少、命中在哪里：命中在第 1 位和第 k 位算作一样。每个查询恰好只有一个相关条目时，Hit@k 等于 R@k；否则两者不同，尽管它有时被误称为召回率。</translation>
    </message>
    <message>
        <source>trec_eval success_k and ir_measures Success@k are 0/1 per query. ranx hit_rate@k is the 0/1 version, while ranx hits@k counts the relevant items in the top k.</source>
        <translation>trec_eval 的 success_k 和 ir_measures 的 Success@k 每个查询取 0/1。ranx 的 hit_rate@k 是 0/1 版本，而 ranx 的 hits@k 统计的是前 k 位中相关条目的个数。</translation>
    </message>
    <message>
        <source>How far down is the first relevant item?</source>
        <translation>第一个相关条目排在多靠后的位置？</translation>
    </message>
    <message>
        <source>RR = 1 / rank of the first relevant item, 0 when there is none (RR@k: none within k). MRR is its mean over queries.</source>
        <translation>RR = 1 / 第一个相关条目的排名，没有相关条目时为 0（RR@k：前 k 位中没有）。MRR 是它在所有查询上的平均值。</translation>
    </message>
    <message>
        <source>One right answer per query: known-item search, question answering, autocomplete.</source>
        <translation>每个查询只有一个正确答案：已知条目搜索、问答、自动补全。</translation>
    </message>
    <message>
        <source>Everything after the first hit is invisible. The steps are uneven: rank 1 to 2 halves the value, rank 10 to 11 hardly moves it. An MRR of 0.5 does not mean the typical first hit is at rank 2 (it is a mean of reciprocals: ranks 1 and 4 and &apos;none&apos; average 0.42).</source>
        <translation>第一次命中之后的一切都看不见。步长并不均匀：从第 1 位降到第 2 位，值减半；从第 10 位降到第 11 位，几乎没有变化。MRR 为 0.5 并不意味着第一次命中通常在第 2 位（它是倒数的平均值：排名 1、4 和“没有命中”的平均值为 0.42）。</translation>
    </message>
    <message>
        <source>trec_eval&apos;s recip_rank has no cut-off (the whole list); ranx mrr@k and ir_measures RR@k cut at k, so they differ for queries whose first hit lies below k.</source>
        <translation>trec_eval 的 recip_rank 不截断（整个列表）；ranx 的 mrr@k 和 ir_measures 的 RR@k 在 k 处截断，因此对于第一次命中位于 k 之后的查询，结果不同。</translation>
    </message>
    <message>
        <source>How early, and how completely, are the relevant items ranked?</source>
        <translation>相关条目排得有多靠前、有多完整？</translation>
    </message>
    <message>
        <source>AP@k = (sum of P@i over the ranks i &lt;= k that hold a relevant item) / R. MAP is the mean of AP over queries.</source>
        <translation>AP@k = （排名 i &lt;= k 且该位置为相关条目的 P@i 之和）/ R。MAP 是 AP 在所有查询上的平均值。</translation>
    </message>
    <message>
        <source>Ad-hoc search with many relevant items per query and fairly complete labels: one number that rewards both precision at each hit and recall.</source>
        <translation>每个查询有许多相关条目、标注也比较完整的即席检索（ad-hoc search）：一个同时奖励每次命中处的精确率和召回率的数值。</translation>
    </message>
    <message>
        <source>The denominator is R, all relevant items of the query, not the relevant items retrieved and not min(R, k): with 50 relevant items AP@10 is at most 0.2. Dividing by the hits instead gives a single hit at rank 1 an AP of 1. Incomplete labels move it a lot.</source>
        <translation>分母是 R，即该查询的全部相关条目，而不是检索到的相关条目，也不是 min(R, k)：有 50 个相关条目时，AP@10 至多为 0.2。若改为除以命中数，第 1 位的单次命中就会得到 AP = 1。标注不完整会使它变化很大。</translation>
    </message>
    <message>
        <source>trec_eval (map, map_cut_k), ir_measures (AP, AP@k) and ranx (map@k) divide by R. The widely copied apk() of Kaggle&apos;s ml_metrics divides by min(R, k), which is common in recommender code; those numbers are higher.</source>
        <translation>trec_eval（map、map_cut_k）、ir_measures（AP、AP@k）和 ranx（map@k）都除以 R。被广泛复制的 Kaggle ml_metrics 中的 apk() 除以 min(R, k)，这在推荐系统代码中很常见；这样得到的数值更高。</translation>
    </message>
    <message>
        <source>With as many slots as there are relevant items, what share of them is filled?</source>
        <translation>位置数与相关条目数一样多时，其中有多大比例被相关条目占据？</translation>
    </message>
    <message>
        <source>R-Prec = P@R, where R is the number of relevant items of the query; 0 when R = 0.</source>
        <translation>R-Prec = P@R，其中 R 是该查询的相关条目数；R = 0 时为 0。</translation>
    </message>
    <message>
        <source>Comparing queries with very different numbers of relevant items: each query is scored at its own depth.</source>
        <translation>比较相关条目数差别很大的查询：每个查询都在自己的深度上计分。</translation>
    </message>
    <message>
        <source>Needs a trustworthy R; with one relevant item it is Hit@1. The cut-off differs per query, so it does not describe any one screen.</source>
        <translation>需要可信的 R；只有一个相关条目时它就是 Hit@1。截断位置因查询而异，所以它并不对应任何一个具体的屏幕。</translation>
    </message>
    <message>
        <source>trec_eval Rprec, ir_measures Rprec and ranx r-precision agree: P at rank R.</source>
        <translation>trec_eval 的 Rprec、ir_measures 的 Rprec 和 ranx 的 r-precision 结果一致：第 R 位处的 P。</translation>
    </message>
    <message>
        <source>How close is the order of graded items to the best possible order, with the top positions counting most?</source>
        <translation>带等级的条目的排序与最佳排序有多接近？越靠前的位置权重越大。</translation>
    </message>
    <message>
        <source>DCG@k = sum over i &lt;= k of gain(grade_i) / log2(i + 1). IDCG@k = DCG@k of the ideal order. NDCG@k = DCG@k / IDCG@k, 0 when IDCG@k = 0. Gain: linear (gain = grade) or exponential (2^grade − 1). CG@k is the sum of gains without discount.</source>
        <translation>DCG@k = 对 i &lt;= k 求 gain(grade_i) / log2(i + 1) 之和。IDCG@k = 理想排序的 DCG@k。NDCG@k = DCG@k / IDCG@k，IDCG@k = 0 时为 0。增益：线性（增益 = 等级）或指数（2^等级 − 1）。CG@k 是不含折损的增益之和。</translation>
    </message>
    <message>
        <source>Graded labels (purchase &gt; add-to-cart &gt; click, or 0-3 editorial grades) and lists where the top matters most: feeds, search, recommendations.</source>
        <translation>分级标注（购买 &gt; 加购 &gt; 点击，或 0-3 级的人工编辑等级），以及最看重头部的列表：信息流、搜索、推荐。</translation>
    </message>
    <message>
        <source>NDCG without diversity: ten near-duplicates of the best item score 1. Normalisation is per query: a query with one weak relevant item at rank 1 scores 1 as well. Linear vs exponential gain and labels vs retrieved ideal change the number (see Definitions side by side); a retrieved ideal cannot see the relevant items the system missed and so rewards missing them. Label choice: gains from clicks reward what is clicked (clickbait), gains from purchases are sparse.</source>
        <translation>NDCG 不考虑多样性：把最好条目的十个近似重复项排在前面也能得 1 分。归一化按查询进行：一个只有一个弱相关条目、且它排在第 1 位的查询同样得 1 分。线性或指数增益、理想排序取自全部标注还是已检索条目，都会改变这个数值（见“定义并排对比”）；取自已检索条目的理想排序看不到系统漏掉的相关条目，因此反而会奖励漏检。标注的选择：以点击作为增益会奖励被点击的内容（标题党），以购买作为增益则很稀疏。</translation>
    </message>
    <message>
        <source>trec_eval ndcg and ndcg_cut_k: linear gain (the label; ndcg_p takes custom gains), ideal from all judged items of the query, ties broken by docid descending, a query without positive labels scores 0. ranx: ndcg is linear (Järvelin &amp; Kekäläinen), ndcg_burges exponential 2^grade − 1 (Burges et al.). ir_measures nDCG@k follows trec_eval (via pytrec_eval) and takes custom gains. scikit-learn ndcg_score: the gain is y_true as given (linear), the ideal is built from the y_true of the items passed in (a retrieved ideal), tied scores share their group&apos;s average gain (ignore_ties=False) and a sample whose y_true is all zero scores 0.</source>
        <translation>trec_eval 的 ndcg 和 ndcg_cut_k：线性增益（即标注值；ndcg_p 可使用自定义增益），理想排序取自该查询的全部已评判条目，并列按 docid 降序排列，没有正标注的查询得 0 分。ranx：ndcg 为线性增益（Järvelin &amp; Kekäläinen），ndcg_burges 为指数增益 2^等级 − 1（Burges 等）。ir_measures 的 nDCG@k 与 trec_eval 一致（通过 pytrec_eval），并支持自定义增益。scikit-learn 的 ndcg_score：增益就是传入的 y_true（线性），理想排序由传入条目的 y_true 构建（即取自已检索条目的理想排序），同分条目共享其所在组的平均增益（ignore_ties=False），y_true 全为零的样本得 0 分。</translation>
    </message>
    <message>
        <source>How much of the catalogue ever reaches someone&apos;s top k?</source>
        <translation>目录中有多少条目曾进入过某个人的前 k 位？</translation>
    </message>
    <message>
        <source>Coverage@k = distinct items appearing in any top-k list / catalogue size (all items known to the project).</source>
        <translation>Coverage@k = 出现在任一前 k 位列表中的不同条目数 / 目录大小（项目中已知的全部条目）。</translation>
    </message>
    <message>
        <source>Cold start and long-tail goals; a guardrail beside accuracy metrics so a model does not collapse to the bestsellers.</source>
        <translation>冷启动和长尾目标；作为准确性指标旁边的护栏指标，防止模型退化为只推荐畅销品。</translation>
    </message>
    <message>
        <source>A random recommender has excellent coverage: never read it alone. It is one number for the whole run, not a mean over queries. The catalogue&apos;s definition (every item, or only items with interactions) changes it.</source>
        <translation>随机推荐器的覆盖率极高：绝不要单独看它。它是整个排序结果的一个数值，而不是各查询的平均值。目录的定义（全部条目，还是只包括有交互的条目）会改变它。</translation>
    </message>
    <message>
        <source>trec_eval, ranx and ir_measures have no coverage measure; recommender libraries differ on the catalogue they divide by.</source>
        <translation>trec_eval、ranx 和 ir_measures 都没有覆盖率指标；各推荐系统库用作分母的目录各不相同。</translation>
    </message>
    <message>
        <source>Traps common to every metric</source>
        <translation>所有指标共有的陷阱</translation>
    </message>
    <message>
        <source>Every value is computed per query, then averaged over queries (per user, not per event, so heavy users do not dominate).</source>
        <translation>每个值都先按查询计算，再对所有查询取平均（按用户而不是按事件，这样重度用户不会占据主导）。</translation>
    </message>
    <message>
        <source>Print the definitions beside every number: which label, which gain, which ideal, which threshold, which queries count.</source>
        <translation>在每个数值旁边注明定义：哪种标注、哪种增益、哪种理想排序、哪个阈值、哪些查询参与计算。</translation>
    </message>
    <message>
        <source>Label choice (click vs purchase) decides what &apos;relevant&apos; means before any formula is applied. k chosen against the screen size. Which queries count: trec_eval drops queries the run did not answer; with -c they count as 0. Ties: equal scores must be ordered by some rule, and tools differ.</source>
        <translation>在套用任何公式之前，标注的选择（点击还是购买）就已经决定了“相关”的含义。k 的选择要对照屏幕大小。哪些查询参与计算：trec_eval 会丢弃排序结果没有回答的查询；使用 -c 时这些查询记为 0。并列：得分相同的条目必须按某种规则排序，而各工具的规则不同。</translation>
    </message>
    <message>
        <source>trec_eval orders equal scores by docid descending (strcmp), ignoring the run&apos;s rank column; other tools may keep the file order or sort differently, so tied scores alone can make two tools disagree.</source>
        <translation>trec_eval 按 docid 降序（strcmp）排列得分相同的条目，忽略排序结果中的排名列；其他工具可能保持文件中的顺序或以别的方式排序，因此仅凭同分就可能让两个工具的结果不一致。</translation>
    </message>
    <message>
        <source>How good is the returned list as a set, whatever its length?</source>
        <translation>不论长度，返回的列表作为一个集合有多好？</translation>
    </message>
    <message>
        <source>set_P = relevant returned / returned; set_recall = relevant returned / R; set_F.x = (x + 1)·P·R / (x·P + R), x = 1 by default (the harmonic mean).</source>
        <translation>set_P = 返回的相关项 / 返回项；set_recall = 返回的相关项 / R；set_F.x = (x + 1)·P·R / (x·P + R)，默认 x = 1（调和平均）。</translation>
    </message>
    <message>
        <source>Systems that return a filtered set rather than a ranking: a boolean search, a classifier&apos;s accepted items, a list cut by a score threshold.</source>
        <translation>返回筛选后集合而非排序的系统：布尔检索、分类器接受的项、按分数阈值截断的列表。</translation>
    </message>
    <message>
        <source>Longer lists lower set_P and raise set_recall: compare systems that return similar numbers of items, or use P@k. trec_eval&apos;s x in set_F.x is beta squared, not beta.</source>
        <translation>列表越长，set_P 越低、set_recall 越高：应比较返回项数相近的系统，或改用 P@k。trec_eval 的 set_F.x 中的 x 是 beta 的平方，而不是 beta。</translation>
    </message>
    <message>
        <source>trec_eval: set_P, set_recall, set_F (set_F_0.5 for x = 0.5); ir_measures: SetP, SetR, SetF(beta=...) with beta itself; ranx has no set measures.</source>
        <translation>trec_eval：set_P、set_recall、set_F（x = 0.5 时为 set_F_0.5）；ir_measures：SetP、SetR、SetF(beta=...)，参数是 beta 本身；ranx 没有集合指标。</translation>
    </message>
    <message>
        <source>Definitions that differ between tools</source>
        <translation>各工具之间不同的定义</translation>
    </message>
    <message>
        <source>Ties averaged: the expected value over every order of each group of equal scores (McSherry &amp; Najork 2008). Judged only: unlabelled returned items are removed first. NDCG threshold: labels below the relevance threshold gain 0. Queries without a relevant item: scored 0, left out, or scored 1. Log base b: discount 1 / log_b(rank + 1).</source>
        <translation>并列取平均：对每组相同分数的所有排列取期望值（McSherry &amp; Najork 2008）。仅已标注：先移除未标注的返回项。NDCG 阈值：低于相关性阈值的标签增益为 0。无相关项的查询：记 0、排除或记 1。对数底 b：折扣为 1 / log_b(rank + 1)。</translation>
    </message>
    <message>
        <source>Set them to the other tool&apos;s values (definitions bar, More…; CLI --ties average, -J, --ndcg-threshold, --empty-queries, --log-base) to reproduce its numbers.</source>
        <translation>把这些设置调成另一工具的取值（定义栏的“更多…”；命令行 --ties average、-J、--ndcg-threshold、--empty-queries、--log-base），即可复现它的数值。</translation>
    </message>
    <message>
        <source>Skipping queries without a relevant item raises every mean; scoring them 1 raises it more. Judged only raises precision on sparse labels. The log base changes DCG but not NDCG (the factor cancels).</source>
        <translation>排除无相关项的查询会抬高所有平均值；把它们记为 1 抬得更高。仅已标注会在标注稀疏时提高精确率。对数底改变 DCG，但不改变 NDCG（因子相互抵消）。</translation>
    </message>
    <message>
        <source>Ties: trec_eval breaks them by docid; scikit-learn&apos;s ndcg_score/dcg_score and torchmetrics average them. Judged only: trec_eval -J, ir_measures judged_only; off in ranx and scikit-learn. NDCG threshold: ranx applies rel_lvl to NDCG; trec_eval, ir_measures and pytrec_eval do not. No relevant item: trec_eval, ranx, ir_measures and pytrec_eval score 0; torchmetrics&apos; empty_target_action chooses neg (0), pos (1) or skip. Log base: 2 everywhere; scikit-learn&apos;s log_base changes it.</source>
        <translation>并列：trec_eval 按文档号决定并列条目的顺序；scikit-learn 的 ndcg_score/dcg_score 和 torchmetrics 取平均。仅已标注：trec_eval -J、ir_measures judged_only；ranx 和 scikit-learn 中没有。NDCG 阈值：ranx 对 NDCG 应用 rel_lvl；trec_eval、ir_measures 和 pytrec_eval 不应用。无相关项：trec_eval、ranx、ir_measures 和 pytrec_eval 记 0；torchmetrics 的 empty_target_action 可选 neg（0）、pos（1）或 skip。对数底：各处均为 2；scikit-learn 的 log_base 可改变它。</translation>
    </message>
    <message>
        <source>Real-valued labels</source>
        <translation>实数标签</translation>
    </message>
    <message>
        <source>Labels such as 0.5 or 2.7 (learning-to-rank data, scikit-learn&apos;s y_true) are used as gains: linear gain = the label, exponential = 2^label − 1; ERR&apos;s stop probability is (2^label − 1) / 2^gmax. An item is relevant when its label &gt;= the threshold (0.5 is not relevant at threshold 1, 2.7 is at threshold 2).</source>
        <translation>0.5 或 2.7 这样的标签（排序学习数据、scikit-learn 的 y_true）直接用作增益：线性增益 = 标签，指数增益 = 2^标签 − 1；ERR 的停止概率为 (2^标签 − 1) / 2^gmax。标签 &gt;= 阈值时条目算作相关（阈值 1 时 0.5 不相关，阈值 2 时 2.7 相关）。</translation>
    </message>
    <message>
        <source>CSV, TSV and JSON labels may be real-valued as they are; TREC qrels need --real-labels (CLI eval and import), because trec_eval reads integers only.</source>
        <translation>CSV、TSV 和 JSON 标签可以直接是实数；TREC qrels 需要 --real-labels（CLI 的 eval 和 import），因为 trec_eval 只读取整数。</translation>
    </message>
    <message>
        <source>Scaling every label (0-10 to 0-1) leaves NDCG unchanged under linear gain but not under exponential gain. Binary measures (P, R, MAP) only see label &gt;= threshold, so 0.9 and 0 count alike at threshold 1. A custom gain table maps integer labels only: a real label gains its own value.</source>
        <translation>把所有标签按比例缩放（0-10 变成 0-1）在线性增益下不改变 NDCG，在指数增益下会改变。二元指标（P、R、MAP）只看标签 &gt;= 阈值，因此阈值为 1 时 0.9 与 0 一样计算。自定义增益表只对应整数标签：实数标签的增益就是它自己的值。</translation>
    </message>
    <message>
        <source>scikit-learn&apos;s ndcg_score/dcg_score take real-valued y_true as gains (linear); trec_eval reads integer relevance only (RankLens: TREC qrels without --real-labels), and so do pytrec_eval and ir_measures, which build on it.</source>
        <translation>scikit-learn 的 ndcg_score/dcg_score 把实数 y_true 用作增益（线性）；trec_eval 只读取整数相关度（RankLens：未加 --real-labels 的 TREC qrels），基于它的 pytrec_eval 和 ir_measures 也是如此。</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ: do two label sets agree beyond chance?</source>
        <translation>Cohen κ：两组标注的一致是否超出偶然？</translation>
    </message>
    <message>
        <source>κ = (p_o − p_e) / (1 − p_e) over the items both sets graded: p_o is the share graded alike, p_e the share two annotators grading independently with these grade frequencies would grade alike. Weighted κ counts near misses: linear weights |a − b| / (max − min), quadratic weights their square.</source>
        <translation>κ = (p_o − p_e) / (1 − p_e)，在两组都标注过的条目上计算：p_o 是给出相同等级的比例，p_e 是两位按同样等级频率各自独立标注的标注者偶然给出相同等级的比例。加权 κ 会计入“差一点”的分歧：线性权重为 |a − b| / (max − min)，二次权重为其平方。</translation>
    </message>
    <message>
        <source>Before trusting a second annotator&apos;s or a language model&apos;s labels, compare them with labels you trust on the items both graded (Labels ▸ Agreement Between Label Sets).</source>
        <translation>在信任第二位标注者或语言模型的标注之前，先在双方都标注过的条目上将其与你信任的标注比较（标注 ▸ 标注集之间的一致性）。</translation>
    </message>
    <message>
        <source>κ depends on how common each grade is: when 95% of the items are graded 0, two annotators agreeing on 95% of them can still have κ near 0. Unweighted κ counts 0 vs 3 like 2 vs 3; for graded labels read the quadratic κ too. When both give every item one and the same grade, p_e = 1 and κ is 0/0: RankLens sets it to 1 and says so.</source>
        <translation>κ 取决于各等级的常见程度：当 95% 的条目被标为 0 时，两位标注者即使在 95% 的条目上一致，κ 仍可能接近 0。不加权的 κ 把 0 对 3 与 2 对 3 视为同样的分歧；分级标注请同时看二次加权 κ。若两人给所有条目都打同一个等级，则 p_e = 1，κ 为 0/0：RankLens 将其设为 1 并加以说明。</translation>
    </message>
    <message>
        <source>scikit-learn&apos;s cohen_kappa_score(a, b, weights=None, &apos;linear&apos; or &apos;quadratic&apos;) gives the same values when its labels list every grade from the lowest to the highest; R&apos;s irr::kappa2 calls the weights &apos;equal&apos; and &apos;squared&apos;.</source>
        <translation>当 labels 列出从最低到最高的每个等级时，scikit-learn 的 cohen_kappa_score(a, b, weights=None、&apos;linear&apos; 或 &apos;quadratic&apos;) 给出相同的值；R 的 irr::kappa2 把这两种权重称为 &apos;equal&apos; 和 &apos;squared&apos;。</translation>
    </message>
    <message>
        <source>Fleiss&apos; κ: do three label sets or more agree?</source>
        <translation>Fleiss κ：三组或更多标注是否一致？</translation>
    </message>
    <message>
        <source>Over the N items every one of the m sets graded: for item i, P_i = (Σ_j n_ij² − m) / (m(m − 1)) where n_ij sets gave it grade j; P_o is the mean of P_i, p_j the share of all grades equal to j, P_e = Σ_j p_j²; κ = (P_o − P_e) / (1 − P_e).</source>
        <translation>在 m 组标注全都标注过的 N 个条目上：对条目 i，P_i = (Σ_j n_ij² − m) / (m(m − 1))，其中 n_ij 是给它等级 j 的标注组数；P_o 为 P_i 的均值，p_j 为所有等级中等于 j 的比例，P_e = Σ_j p_j²；κ = (P_o − P_e) / (1 − P_e)。</translation>
    </message>
    <message>
        <source>Several annotators or several model judges graded the same pool: one number for all of them (Labels ▸ Label Sets).</source>
        <translation>多位标注者或多个模型评审标注了同一个评估池：用一个数概括他们全体（标注 ▸ 标注集）。</translation>
    </message>
    <message>
        <source>Only items every set graded count: a set that skipped half the pool halves the items. Grades are plain categories (0 vs 3 is as far apart as 2 vs 3): for graded labels read Krippendorff&apos;s α, ordinal or interval. With one grade value only κ is 0/0, and RankLens says it is undefined.</source>
        <translation>只有每组都标注过的条目才计入：某一组跳过了一半的评估池，条目数就减半。等级被当作单纯的类别（0 对 3 与 2 对 3 一样远）：分级标注请看 Krippendorff α 的顺序或区间版本。只有一个等级取值时 κ 为 0/0，RankLens 会说明它无定义。</translation>
    </message>
    <message>
        <source>statsmodels&apos; fleiss_kappa(table, method=&apos;fleiss&apos;) gives the same value (RankLens is tested against it); R: irr::kappam.fleiss.</source>
        <translation>statsmodels 的 fleiss_kappa(table, method=&apos;fleiss&apos;) 给出相同的值（RankLens 以它为测试基准）；R：irr::kappam.fleiss。</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α: agreement with missing grades</source>
        <translation>Krippendorff α：允许缺失等级的一致性</translation>
    </message>
    <message>
        <source>α = 1 − D_o / D_e: the disagreement between the grades of the same item over the disagreement expected by chance, over every item with two grades or more. The distance gives the reading: nominal (any difference counts 1), ordinal (by how many grades lie between, weighted by how often they were given), interval ((a − b)²).</source>
        <translation>α = 1 − D_o / D_e：同一条目的各等级之间的分歧，除以偶然情况下预期的分歧，在所有至少有两个等级的条目上计算。距离决定解读方式：名义（任何差异计为 1）、顺序（按两者之间隔了多少等级，并按各等级出现的次数加权）、区间（(a − b)²）。</translation>
    </message>
    <message>
        <source>Sets that graded different items (missing grades are allowed), and graded relevance, where 2 vs 3 is a smaller disagreement than 0 vs 3: read the ordinal or interval α.</source>
        <translation>各组标注的条目不尽相同（允许缺失等级），以及分级相关性（2 对 3 的分歧小于 0 对 3）：请看顺序或区间 α。</translation>
    </message>
    <message>
        <source>Krippendorff asks for α ≥ 0.8 to rely on labels and α ≥ 0.667 for tentative conclusions; below that the labels tell as much about the annotators as about the items. With one grade value only α is 0/0, and RankLens says it is undefined instead of printing a number.</source>
        <translation>Krippendorff 要求 α ≥ 0.8 才可依赖这些标注，α ≥ 0.667 只够得出初步结论；低于此值时，标注反映标注者的程度不亚于反映条目本身。只有一个等级取值时 α 为 0/0，RankLens 会说明它无定义，而不是打印一个数。</translation>
    </message>
    <message>
        <source>The Python package krippendorff (level_of_measurement &apos;nominal&apos;, &apos;ordinal&apos; or &apos;interval&apos;) and R&apos;s irr::kripp.alpha compute the same coefficient; RankLens reproduces Krippendorff&apos;s own worked example (2011): 0.743 nominal, 0.815 ordinal, 0.849 interval.</source>
        <translation>Python 包 krippendorff（level_of_measurement 取 &apos;nominal&apos;、&apos;ordinal&apos; 或 &apos;interval&apos;）和 R 的 irr::kripp.alpha 计算的是同一系数；RankLens 复现了 Krippendorff 本人的算例（2011）：名义 0.743、顺序 0.815、区间 0.849。</translation>
    </message>
    <message>
        <source>Labels change the verdict</source>
        <translation>标注改变结论</translation>
    </message>
    <message>
        <source>Every run is evaluated again under each label set: the run order per set, Kendall&apos;s τ-b and τ_AP between the orders (τ_AP weighs swaps near the top more), each run&apos;s rank shift, and the pairs of runs whose verdict changes: reversed, or significant under one set only (paired test, corrected for the many pairs). A disagreement&apos;s impact is how far one pair&apos;s Δ moves when that item takes the other set&apos;s grade.</source>
        <translation>每个排序结果在每组标注下重新评估：每组下的排序结果次序、各次序之间的 Kendall τ-b 与 τ_AP（τ_AP 更看重靠前位置的交换）、每个排序结果的名次变化，以及结论发生变化的排序结果对：顺序颠倒，或只在一组标注下显著（配对检验，已针对多重比较校正）。一处分歧的影响，是该条目改用另一组的等级时，某一对排序结果的 Δ 移动了多少。</translation>
    </message>
    <message>
        <source>A high κ does not promise the same verdict (the few disagreements may sit exactly where two runs differ), and a low κ does not doom it. Unjudged items count as not relevant: a run that finds new relevant items is penalised until they are judged.</source>
        <translation>κ 高并不保证结论相同（少数分歧可能恰好落在两个排序结果的差异之处），κ 低也不一定导致结论改变。未标注的条目按不相关计：找到新的相关条目的排序结果，在这些条目被标注之前会吃亏。</translation>
    </message>
    <message>
        <source>ranklens-cli agreement, consensus and label-sensitivity (--impact RUN1,RUN2, --holes RUN1,RUN2) print the numbers this window shows. Voorhees (2000) found TREC system orders stable across assessors (τ about 0.9) while single pairs of systems did swap.</source>
        <translation>ranklens-cli agreement、consensus 和 label-sensitivity（--impact RUN1,RUN2、--holes RUN1,RUN2）输出的就是此窗口显示的数字。Voorhees（2000）发现，TREC 的系统排名在不同评估员之间是稳定的（τ 约 0.9），但个别系统对确实发生了交换。</translation>
    </message>
    <message>
        <source>Before acting on a comparison whose labels came from one annotator or one model: when another plausible label set reverses the pair, the decision rests on the labels, not on the systems. Resolve the disagreements with the largest impact first; for unjudged items, the best and the worst case (Labels ▸ Label Sets ▸ Unjudged items) tell whether judging more can still change the verdict.</source>
        <translation>当比较所用的标注只来自一位标注者或一个模型时，在据此行动之前：如果另一组同样合理的标注把这对结果颠倒过来，那么决定取决于标注而不是系统。先解决影响最大的分歧；对于未标注的条目，最好与最坏情况（标注 ▸ 标注集 ▸ 未标注条目）会告诉你继续标注是否仍可能改变结论。</translation>
    </message>
    <message>
        <source>p-value — could chance alone give a difference this large?</source>
        <translation>p 值——仅凭偶然能否得到这么大的差异？</translation>
    </message>
    <message>
        <source>Paired t-test over the per-query differences d = B − A: t = mean(d) / (sd(d) / √n), p = the chance of a |t| at least this large with n − 1 degrees of freedom when the true mean difference is 0. The randomisation test gets p by swapping A and B at random within each query instead.</source>
        <translation>对逐查询差值 d = B − A 做配对 t 检验：t = mean(d) / (sd(d) / √n)，p = 真实平均差为 0 时，自由度为 n − 1 的 |t| 至少这么大的概率。随机化检验则在每个查询内随机交换 A 与 B 来得到 p。</translation>
    </message>
    <message>
        <source>Before calling a difference between two systems real: below the chosen level (usually 0.05), and after the correction for multiple comparisons when several pairs are compared.</source>
        <translation>在认定两个系统之间的差异真实存在之前：p 要低于所选的水平（通常为 0.05）；比较多对系统时，还要在多重比较校正之后仍低于该水平。</translation>
    </message>
    <message>
        <source>p is not the chance that B is better, nor how much better it is: a tiny, useless gain over thousands of queries can have a tiny p. p above 0.05 does not show that the systems are equal, only that these queries cannot tell them apart. Pair the queries: the same test on unpaired scores weighs the difference against how much queries differ from each other and misses real gains.</source>
        <translation>p 不是 B 更好的概率，也不说明好多少：在成千上万个查询上，一个微小而无用的提升也可能得到极小的 p。p 高于 0.05 并不说明两个系统一样好，只说明这些查询分辨不出它们。要按查询配对：同样的检验若用于不配对的得分，会拿差异去和查询彼此之间的差别相比，从而漏掉真实的提升。</translation>
    </message>
    <message>
        <source>RankLens&apos; paired t equals R&apos;s t.test(paired = TRUE) and scipy&apos;s ttest_rel; ranx&apos;s compare offers the paired t and randomisation tests too. trec_eval computes no test.</source>
        <translation>RankLens 的配对 t 检验与 R 的 t.test(paired = TRUE) 及 scipy 的 ttest_rel 一致；ranx 的 compare 也提供配对 t 检验和随机化检验。trec_eval 不做任何检验。</translation>
    </message>
    <message>
        <source>Confidence interval — which true differences fit these queries?</source>
        <translation>置信区间——哪些真实差异与这些查询相符？</translation>
    </message>
    <message>
        <source>95 % interval of a mean difference: mean(d) ± t* · sd(d) / √n, with t* the 97.5 % point of the t distribution with n − 1 degrees of freedom (2.365 for 8 queries, about 1.96 for many). The bootstrap interval resamples the queries instead.</source>
        <translation>平均差的 95 % 区间：mean(d) ± t* · sd(d) / √n，其中 t* 是自由度为 n − 1 的 t 分布的 97.5 % 分位点（8 个查询时为 2.365，查询很多时约为 1.96）。自助法区间则改为对查询重抽样。</translation>
    </message>
    <message>
        <source>With every difference you report: it says both whether the difference could be 0 (the interval of a paired test leaves 0 out exactly when p is below 0.05) and how large it may be.</source>
        <translation>每报告一个差异都应附上它：它既说明差异是否可能为 0（配对检验的区间恰在 p 低于 0.05 时不含 0），也说明差异可能有多大。</translation>
    </message>
    <message>
        <source>95 % is not the chance that this one interval holds the true difference; it is how often intervals made this way do. A wide interval on few queries is honest, not a failure. Intervals of two systems&apos; means that overlap do not show the pair is not different: the interval of the paired difference decides.</source>
        <translation>95 % 不是这一个区间包含真实差异的概率，而是用这种方法构造的区间包含真实差异的频率。查询少时区间宽是诚实的，不是失败。两个系统均值的区间重叠，并不说明这两个系统没有差异：要看配对差值的区间。</translation>
    </message>
    <message>
        <source>The t interval equals R&apos;s t.test(...)$conf.int; the bootstrap&apos;s percentile interval depends on the resamples and the seed, which RankLens prints.</source>
        <translation>t 区间与 R 的 t.test(...)$conf.int 一致；自助法的百分位区间取决于重抽样次数和随机种子，RankLens 会把两者打印出来。</translation>
    </message>
    <message>
        <source>Effect size — how large is a difference against its spread?</source>
        <translation>效应量——差异相对于其波动有多大？</translation>
    </message>
    <message>
        <source>Cohen&apos;s d_z = mean(d) / sd(d) over the per-query differences: 1 means the mean gain is as large as the typical spread of the differences. Not defined when every difference is the same (sd = 0): shown as – with its reason.</source>
        <translation>Cohen 的 d_z = mean(d) / sd(d)，基于逐查询差值：1 表示平均提升与差值的典型波动一样大。所有差值都相同时（sd = 0）没有定义：显示为 – 并说明原因。</translation>
    </message>
    <message>
        <source>To compare how clear a difference is across metrics and collections of different sizes, and to plan how many queries a study needs.</source>
        <translation>用于在不同指标、不同规模的数据集之间比较差异有多明确，以及规划一项研究需要多少查询。</translation>
    </message>
    <message>
        <source>A large d_z on a handful of queries is a rough estimate; the raw difference in the metric&apos;s own unit (0.02 NDCG@10) is what a user notices, so report both. d_z of the paired differences is not Cohen&apos;s d of two independent groups.</source>
        <translation>只有寥寥几个查询时，d_z 再大也只是粗略的估计；用户能感受到的是指标自身单位下的原始差异（0.02 NDCG@10），所以两者都要报告。配对差值的 d_z 不同于两个独立组的 Cohen&apos;s d。</translation>
    </message>
    <message>
        <source>d_z = t / √n of the paired t-test; some tools divide by the pooled sd of the two systems&apos; scores instead, which gives smaller values.</source>
        <translation>d_z 等于配对 t 检验的 t / √n；有些工具改用两个系统得分的合并标准差作分母，得到的值更小。</translation>
    </message>
    <message>
        <source>Power and the minimum detectable effect — how many queries does a difference need?</source>
        <translation>功效与最小可检测效应——一个差异需要多少查询？</translation>
    </message>
    <message>
        <source>Power = the chance that the paired test gives p below α when the true mean difference is Δ. The minimum detectable effect (MDE) is the Δ found with 80 % power: about (1.96 + 0.84) · sd(d) / √n for many queries. The queries a difference Δ needs: about (2.8 · sd(d) / Δ)², computed exactly from the non-central t distribution.</source>
        <translation>功效 = 真实平均差为 Δ 时，配对检验给出低于 α 的 p 的概率。最小可检测效应（MDE）是以 80 % 功效能发现的 Δ：查询很多时约为 (1.96 + 0.84) · sd(d) / √n。差异 Δ 所需的查询数约为 (2.8 · sd(d) / Δ)²，由非中心 t 分布精确算出。</translation>
    </message>
    <message>
        <source>Before a study, to choose how many queries to label; after a comparison that found nothing, to say which differences these queries could have found at all.</source>
        <translation>研究开始前，用来决定要标注多少查询；比较没有发现差异之后，用来说明这些查询原本能发现哪些差异。</translation>
    </message>
    <message>
        <source>A non-significant difference below the MDE says nothing either way. Halving the MDE takes four times the queries. With too few queries, the differences that do come out significant overstate the true gain.</source>
        <translation>低于最小可检测效应又不显著的差异，既不能说明有差异，也不能说明没有。要把最小可检测效应减半，需要四倍的查询。查询太少时，那些显著的差异会夸大真实的提升。</translation>
    </message>
    <message>
        <source>RankLens&apos; MDE and queries needed equal R&apos;s power.t.test(type = &quot;paired&quot;), with sd the spread of the pair&apos;s own per-query differences.</source>
        <translation>RankLens 的最小可检测效应和所需查询数与 R 的 power.t.test(type = &quot;paired&quot;) 一致，其中 sd 取这一对系统自身逐查询差值的标准差。</translation>
    </message>
    <message>
        <source>Multiple comparisons — many pairs tested, many chances of a false alarm</source>
        <translation>多重比较——检验的配对越多，误报的机会越多</translation>
    </message>
    <message>
        <source>With m tests at level α, the chance of at least one false alarm among equal systems grows to about 1 − (1 − α)^m (10 systems, 45 pairs: 0.90). Bonferroni: min(1, m · p). Holm: the smallest p times m, the next times m − 1, …, never below the one before. Benjamini–Hochberg bounds the share of false discoveries instead. Tukey&apos;s HSD tests every pair of systems at once.</source>
        <translation>在水平 α 下做 m 次检验，若各系统其实一样好，至少出现一次误报的概率会增长到约 1 − (1 − α)^m（10 个系统、45 对时为 0.90）。Bonferroni：min(1, m · p)。Holm：最小的 p 乘以 m，下一个乘以 m − 1，……，每个都不小于前一个。Benjamini–Hochberg 控制的则是错误发现所占的比例。Tukey 的 HSD 一次检验所有系统对。</translation>
    </message>
    <message>
        <source>Whenever more than two systems (or several metrics) are compared and the best is picked: the leaderboard applies the correction to every pair and gives systems that cannot be told apart a shared letter.</source>
        <translation>每当比较两个以上的系统（或多个指标）并从中挑出最好的：排行榜对每一对都施加校正，并给分辨不出高下的系统标上相同的字母。</translation>
    </message>
    <message>
        <source>A pair significant on its own may not be after correction; reporting only the pairs that came out significant, without saying how many were tried, finds winners by chance. Corrections cost power: more queries make up for it.</source>
        <translation>单独看显著的一对，校正后可能不再显著；只报告显著的配对而不说明一共试了多少对，找到的赢家只是偶然。校正会降低功效：更多的查询可以弥补。</translation>
    </message>
    <message>
        <source>Holm, Bonferroni and Benjamini–Hochberg equal R&apos;s p.adjust; Tukey&apos;s HSD equals R&apos;s TukeyHSD; the randomised Tukey HSD follows Sakai&apos;s evaluation tools.</source>
        <translation>Holm、Bonferroni 和 Benjamini–Hochberg 与 R 的 p.adjust 一致；Tukey 的 HSD 与 R 的 TukeyHSD 一致；随机化 Tukey HSD 遵循 Sakai 的评测工具。</translation>
    </message>
    <message>
        <source>The discount: how much is a rank worth?</source>
        <translation>折损：一个排名值多少？</translation>
    </message>
    <message>
        <source>An item at rank i counts 1 / log2(i + 1) of what it would count at rank 1: rank 2 0.63, rank 3 0.5, rank 4 0.43, rank 10 0.29.</source>
        <translation>排在第 i 位的条目，只按它在第 1 位时的 1 / log2(i + 1) 计：第 2 位 0.63，第 3 位 0.5，第 4 位 0.43，第 10 位 0.29。</translation>
    </message>
    <message>
        <source>Inside DCG and NDCG: the top positions matter most, later ones less and less.</source>
        <translation>用在 DCG 和 NDCG 中：最靠前的位置最重要，越往后越不重要。</translation>
    </message>
    <message>
        <source>The discount falls fast at the top and slowly after: moving an item from rank 1 to 2 costs 0.37 of its weight, from rank 4 to 10 only 0.14. P@k and R@k have no discount: inside the top k the position does not matter for them.</source>
        <translation>折损在头部下降很快，之后变慢：把一个条目从第 1 位移到第 2 位，它的权重少了 0.37；从第 4 位移到第 10 位只少 0.14。P@k 和 R@k 没有折损：在前 k 位之内，位置对它们没有影响。</translation>
    </message>
    <message>
        <source>trec_eval, ranx, ir_measures and scikit-learn use log2(i + 1); scikit-learn&apos;s log_base changes the base, which scales DCG but leaves NDCG unchanged.</source>
        <translation>trec_eval、ranx、ir_measures 和 scikit-learn 都用 log2(i + 1)；scikit-learn 的 log_base 可以换底数，这会按比例改变 DCG，但 NDCG 不变。</translation>
    </message>
    <message>
        <source>Gain: how much is a grade worth?</source>
        <translation>增益：一个等级值多少？</translation>
    </message>
    <message>
        <source>Linear gain: the grade itself (grade 3 gains 3). Exponential gain: 2^grade − 1 (grade 3 gains 7, grade 2 gains 3, grade 1 gains 1, grade 0 nothing).</source>
        <translation>线性增益：就是等级本身（3 级增益为 3）。指数增益：2^等级 − 1（3 级增益为 7，2 级为 3，1 级为 1，0 级为 0）。</translation>
    </message>
    <message>
        <source>Exponential gain when a top grade is worth far more than a middling one (a perfect answer against a partial one); linear otherwise.</source>
        <translation>当最高等级远比中间等级有价值时（完全正确的答案对比部分正确的答案），用指数增益；否则用线性增益。</translation>
    </message>
    <message>
        <source>The two gains can reverse which of two lists wins when their grades differ; state the gain beside every NDCG you report.</source>
        <translation>两种增益可能让两个列表的胜负反转（当它们的等级不同时）；报告 NDCG 时请注明所用的增益。</translation>
    </message>
    <message>
        <source>trec_eval and ranx ndcg: linear; ranx ndcg_burges: exponential; scikit-learn: the label as given (linear).</source>
        <translation>trec_eval 和 ranx 的 ndcg：线性；ranx 的 ndcg_burges：指数；scikit-learn：直接使用给定的标签（线性）。</translation>
    </message>
    <message>
        <source>Ties: which of two equal scores comes first?</source>
        <translation>并列：两个得分相同时，谁排在前面？</translation>
    </message>
    <message>
        <source>Items are ranked by score, highest first; equal scores by document id compared character by character, the later id first: D9 before D10 before D1.</source>
        <translation>条目按得分从高到低排序；得分相同时按文档编号逐个字符比较，编号靠后的排在前面：D9 在 D10 之前，D10 在 D1 之前。</translation>
    </message>
    <message>
        <source>Whenever a system gives several items the same score, e.g. a rounded score or a rule-based ranker.</source>
        <translation>只要系统给几个条目打出相同的得分，例如得分经过四舍五入，或者是基于规则的排序器。</translation>
    </message>
    <message>
        <source>The tie rule alone can change a measure: with D9 relevant and D10 not, both scored 0.7, RR is 1/2 one way and 1/3 the other. Compare tools only with the same tie rule.</source>
        <translation>仅并列规则本身就能改变指标：D9 相关而 D10 不相关、两者得分都是 0.7 时，一种顺序下 RR 为 1/2，另一种顺序下为 1/3。只有并列规则相同时，才能比较不同工具的结果。</translation>
    </message>
    <message>
        <source>trec_eval orders ties by document id, later first, as RankLens does; scikit-learn averages the gains of tied items instead.</source>
        <translation>trec_eval 与 RankLens 一样，按文档编号排列并列条目，编号靠后的在前；scikit-learn 则把并列条目的增益取平均。</translation>
    </message>
    <message>
        <source>Clicks and IPS: can clicks stand in for grades?</source>
        <translation>点击与 IPS：点击能代替等级吗？</translation>
    </message>
    <message>
        <source>Click-through rate = clicks / times shown. IPS (inverse propensity scoring) counts each click as 1 / propensity clicks, the propensity being the chance that a user looks at that position at all: a click at a position 1 user in 4 looks at counts as 4 clicks.</source>
        <translation>点击率 = 点击次数 / 展示次数。IPS（逆倾向评分）把每次点击记作 1 / 倾向 次点击，倾向是用户会看某个位置的概率：如果 4 位用户中只有 1 位会看某个位置，那里的一次点击就记作 4 次。</translation>
    </message>
    <message>
        <source>When grades come from a click log: without IPS, items shown high look better only because they were seen more.</source>
        <translation>当等级来自点击日志时：不用 IPS，排在前面的条目只因为被看得更多就显得更好。</translation>
    </message>
    <message>
        <source>Raw clicks carry position bias: an item at position 4 that only 1 user in 4 looks at gets a quarter of the clicks of an equally good item on top. Large IPS weights on rare positions make the estimate noisy; tools clip them.</source>
        <translation>原始点击带有位置偏差：第 4 位的条目如果只有四分之一的用户会看，它得到的点击就只有同样好的顶部条目的四分之一。很少被看的位置 IPS 权重很大，会让估计波动很大；工具通常会截断这些权重。</translation>
    </message>
    <message>
        <source>trec_eval, ranx and ir_measures take grades as given and know nothing of clicks; IPS is applied before, when the grades are made.</source>
        <translation>trec_eval、ranx 和 ir_measures 直接使用给定的等级，对点击一无所知；IPS 要在生成等级之前使用。</translation>
    </message>
</context>
<context>
    <name>ImportFilters</name>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Runs and labels (*.run *.qrels *.test *.txt *.csv *.tsv *.json *.jsonl *.gz)</source>
        <translation>排序结果和标注 (*.run *.qrels *.test *.txt *.csv *.tsv *.json *.jsonl *.gz)</translation>
    </message>
    <message>
        <source>Per-query values: qid, measure, value (*.csv *.tsv *.txt *.gz)</source>
        <translation>逐查询数值：qid、measure、value (*.csv *.tsv *.txt *.gz)</translation>
    </message>
    <message>
        <source>Diversity qrels (*.qrels *.txt *.tsv)</source>
        <translation>多样性 qrels (*.qrels *.txt *.tsv)</translation>
    </message>
    <message>
        <source>Click logs (*.csv *.tsv *.gz)</source>
        <translation>点击日志 (*.csv *.tsv *.gz)</translation>
    </message>
</context>
<context>
    <name>ImportKindText</name>
    <message>
        <source>run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>labels (qrels)</source>
        <translation>标注（qrels）</translation>
    </message>
    <message>
        <source>query metadata</source>
        <translation>查询元数据</translation>
    </message>
    <message>
        <source>item metadata</source>
        <translation>条目元数据</translation>
    </message>
    <message>
        <source>evaluated run</source>
        <translation>已评估运行</translation>
    </message>
    <message>
        <source>not imported</source>
        <translation>不导入</translation>
    </message>
</context>
<context>
    <name>ImportReport</name>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>%1: the file is empty (0 bytes)</source>
        <translation>%1：文件为空（0 字节）</translation>
    </message>
    <message>
        <source>%1: the file is empty (only blank lines)</source>
        <translation>%1：文件为空（只有空行）</translation>
    </message>
    <message>
        <source>%1: the file is empty (a header, no rows)</source>
        <translation>%1：文件为空（只有表头，没有数据行）</translation>
    </message>
    <message numerus="yes">
        <source>%1: run imported — %Ln queries, %2</source>
        <translation>
            <numerusform>%1：已导入排序结果 — %Ln 个查询，%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s)</source>
        <translation>
            <numerusform>%Ln 个条目</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: labels imported — %Ln labels (grades %2–%3)</source>
        <translation>
            <numerusform>%1：已导入标注 — %Ln 条标注（等级 %2–%3）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: labels imported — %Ln labels over %2 queries (grades %3–%4)</source>
        <translation>
            <numerusform>%1：已导入标注 — %2 个查询上的 %Ln 条标注（等级 %3–%4）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n bad line(s) skipped</source>
        <translation>
            <numerusform>；跳过了 %n 个错误行</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: not imported:</source>
        <translation>%1：未导入：</translation>
    </message>
    <message>
        <source>Nothing was stored. Fix the lines, or import again skipping bad lines.</source>
        <translation>未保存任何内容。请修正这些行，或跳过错误行重新导入。</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>Import &amp;skipping bad lines</source>
        <translation>跳过错误行导入(&amp;S)</translation>
    </message>
    <message numerus="yes">
        <source>all %n line(s) were bad and skipped</source>
        <translation>
            <numerusform>全部 %n 行都有错误，已跳过</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>none of its %n line(s) is a run or a label</source>
        <translation>
            <numerusform>其 %n 行中没有一行是排序结果或标注</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: not imported, nothing in it is usable (%2). Nothing was stored.</source>
        <translation>%1：未导入，其中没有可用的内容（%2）。未保存任何内容。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>: </source>
        <translation>：</translation>
    </message>
    <message>
        <source>; named “%1”: “%2” is taken</source>
        <translation>；命名为“%1”：“%2”已被占用</translation>
    </message>
    <message>
        <source>%1: preference judgments (trec_eval&apos;s prefs format) cannot be imported yet</source>
        <translation>%1：偏好判断（trec_eval 的 prefs 格式）暂时还不能导入</translation>
    </message>
    <message>
        <source>%1: not a text file (binary content); it cannot be imported</source>
        <translation>%1：不是文本文件（二进制内容），无法导入</translation>
    </message>
    <message numerus="yes">
        <source>; %n line(s) of documents listed twice left out</source>
        <translation>
            <numerusform>；略去了重复列出的文档的 %n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was stored. Fix the lines, or import again choosing which line of a document listed twice to keep.</source>
        <translation>未存储任何内容。请修正这些行，或重新导入并选择重复列出的文档保留哪一行。</translation>
    </message>
    <message>
        <source>Each choice also skips the bad lines.</source>
        <translation>每个选项也会跳过错误行。</translation>
    </message>
    <message>
        <source>Keep the &amp;first line</source>
        <translation>保留第一行(&amp;F)</translation>
    </message>
    <message>
        <source>Keep the &amp;higher score</source>
        <translation>保留分数较高的行(&amp;H)</translation>
    </message>
    <message>
        <source>Leave &amp;out duplicated lines</source>
        <translation>略去重复的行(&amp;O)</translation>
    </message>
</context>
<context>
    <name>LeaderboardText</name>
    <message>
        <source>randomised Tukey HSD</source>
        <translation>随机化 Tukey HSD</translation>
    </message>
    <message>
        <source>Tukey HSD (two-way ANOVA)</source>
        <translation>Tukey HSD（双因素方差分析）</translation>
    </message>
    <message>
        <source>paired t-test</source>
        <translation>配对 t 检验</translation>
    </message>
    <message>
        <source>randomisation test</source>
        <translation>随机化检验</translation>
    </message>
    <message>
        <source>Holm</source>
        <translation>Holm</translation>
    </message>
    <message>
        <source>Benjamini–Hochberg</source>
        <translation>Benjamini–Hochberg</translation>
    </message>
    <message>
        <source>Bonferroni</source>
        <translation>Bonferroni</translation>
    </message>
    <message>
        <source>no correction</source>
        <translation>不校正</translation>
    </message>
    <message>
        <source>%1, %2 permutations (seed %3)</source>
        <translation>%1，%2 次置换（种子 %3）</translation>
    </message>
    <message>
        <source>%1, corrected by %2</source>
        <translation>%1，%2 校正</translation>
    </message>
    <message>
        <source>%1; α %2; intervals at %3 %; power %4 %</source>
        <translation>%1；α %2；区间置信度 %3 %；检验功效 %4 %</translation>
    </message>
    <message>
        <source>With %1 queries, differences below %2 %3 (median over the pairs) cannot be told from noise at %4 % power.</source>
        <translation>用 %1 个查询，小于 %2 的 %3 差异（各对的中位数）在 %4 % 的检验功效下无法与噪声区分。</translation>
    </message>
    <message>
        <source>%1 and %2: no minimal detectable effect (%3).</source>
        <translation>%1 与 %2：没有最小可检测效应（%3）。</translation>
    </message>
    <message>
        <source>With %1 queries, differences below %2 %3 between %4 and %5 cannot be told from noise at %6 % power.</source>
        <translation>用 %1 个查询，%4 与 %5 之间小于 %2 的 %3 差异在 %6 % 的检验功效下无法与噪声区分。</translation>
    </message>
    <message>
        <source>%1 % CI of the difference %2 to %3</source>
        <translation>差值的 %1 % 置信区间 %2 至 %3</translation>
    </message>
    <message>
        <source>&lt; 0.0001</source>
        <translation>&lt; 0.0001</translation>
    </message>
    <message>
        <source>%1, which covers every pair</source>
        <translation>%1，本身已涵盖全部两两比较</translation>
    </message>
    <message>
        <source>%1, no correction</source>
        <translation>%1，未校正</translation>
    </message>
    <message>
        <source>%1, %2 over the pairs</source>
        <translation>%1，对全部两两比较做 %2 校正</translation>
    </message>
    <message>
        <source>%1 scores higher than %2 by %3 %4: significant (p %5, %6; %7).</source>
        <translation>%1 的 %4 比 %2 高 %3：差异显著（p %5，%6；%7）。</translation>
    </message>
    <message>
        <source>No significant difference between %1 and %2: Δ %3 %4 (p %5, %6; %7).</source>
        <translation>%1 与 %2 之间没有显著差异：%4 的 Δ 为 %3（p %5，%6；%7）。</translation>
    </message>
</context>
<context>
    <name>LessonStatisticsText</name>
    <message>
        <source>%1 − %2</source>
        <translation>%1 − %2</translation>
    </message>
    <message>
        <source>, %1 against %2</source>
        <translation>，%1 对 %2</translation>
    </message>
    <message>
        <source>mean P@%1 of %2</source>
        <translation>%2 的平均 P@%1</translation>
    </message>
    <message>
        <source>sd of %1&apos;s scores</source>
        <translation>%1 得分的标准差 sd</translation>
    </message>
    <message>
        <source>mean difference %1</source>
        <translation>平均差 %1</translation>
    </message>
    <message>
        <source>queries where %1 is better</source>
        <translation>%1 更好的查询数</translation>
    </message>
    <message>
        <source>queries where %1 is worse</source>
        <translation>%1 更差的查询数</translation>
    </message>
    <message>
        <source>sd of the differences</source>
        <translation>差值的标准差 sd</translation>
    </message>
    <message>
        <source>standard error se</source>
        <translation>标准误 se</translation>
    </message>
    <message>
        <source>t</source>
        <translation>t</translation>
    </message>
    <message>
        <source>p-value</source>
        <translation>p 值</translation>
    </message>
    <message>
        <source>95 % interval, lower end</source>
        <translation>95 % 区间下限</translation>
    </message>
    <message>
        <source>95 % interval, upper end</source>
        <translation>95 % 区间上限</translation>
    </message>
    <message>
        <source>effect size d_z</source>
        <translation>效应量 d_z</translation>
    </message>
    <message>
        <source>MDE with %1 queries</source>
        <translation>%1 个查询时的最小可检测效应</translation>
    </message>
    <message>
        <source>queries needed for %1</source>
        <translation>检测出 %1 所需的查询数</translation>
    </message>
    <message>
        <source>p after Bonferroni</source>
        <translation>Bonferroni 校正后的 p</translation>
    </message>
    <message>
        <source>p after Holm</source>
        <translation>Holm 校正后的 p</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>P@%1 of %2</source>
        <translation>%2 的 P@%1</translation>
    </message>
    <message>
        <source>d = %1 − %2</source>
        <translation>d = %1 − %2</translation>
    </message>
    <message>
        <source>P@%1 = relevant items in the top %1 / %1; one column per query.</source>
        <translation>P@%1 = 前 %1 个中的相关项数 / %1；每列一个查询。</translation>
    </message>
    <message>
        <source>Work it out on paper first; Next shows the answer.</source>
        <translation>先在纸上算一算；“下一页”会显示答案。</translation>
    </message>
    <message>
        <source>confidence interval</source>
        <translation>置信区间</translation>
    </message>
    <message>
        <source>effect size</source>
        <translation>效应量</translation>
    </message>
    <message>
        <source>power and the minimum detectable effect</source>
        <translation>功效与最小可检测效应</translation>
    </message>
    <message>
        <source>multiple comparisons</source>
        <translation>多重比较</translation>
    </message>
    <message>
        <source>In the glossary:</source>
        <translation>术语表中：</translation>
    </message>
    <message>
        <source>Show every step opens each query&apos;s list: change a grade or move an item, and every value of this lesson follows in the table beside it.</source>
        <translation>“显示每一步”会打开每个查询的列表：改一个等级或移动一项，本课的每个值都会在旁边的表中随之更新。</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>Precision and recall at 10</source>
        <translation>前 10 位的精确率和召回率</translation>
    </message>
    <message>
        <source>Relevant items sit at ranks 1, 3, 4, 7 and 9 of the 10 returned; the user has 20 relevant items in all. What are P@10 and R@10?</source>
        <translation>相关条目位于返回的 10 个条目中的第 1、3、4、7 和 9 位；用户总共有 20 个相关条目。P@10 和 R@10 是多少？</translation>
    </message>
    <message>
        <source>P@10 divides the 5 hits by k = 10; R@10 divides them by all 20 relevant items, 15 of which the list never showed. Moving a hit within the top 10 changes neither number; moving it below rank 10 changes both.</source>
        <translation>P@10 用 5 次命中除以 k = 10；R@10 用它们除以全部 20 个相关条目，其中 15 个从未出现在列表中。在前 10 位内部移动一个命中，两个数值都不变；把它移到第 10 位之后，两个数值都会变。</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>NDCG with exponential gain, ideal from the list</source>
        <translation>指数增益、理想排序取自列表的 NDCG</translation>
    </message>
    <message>
        <source>Grades [3, 2, 0, 3, 1], exponential gain 2^grade − 1, the ideal order made by re-sorting the returned items. What are DCG@5, IDCG@5 and NDCG@5?</source>
        <translation>等级 [3, 2, 0, 3, 1]，指数增益 2^等级 − 1，理想排序通过对返回的条目重新排序得到。DCG@5、IDCG@5 和 NDCG@5 是多少？</translation>
    </message>
    <message>
        <source>The second grade-3 item at rank 4 earns 7 / log2(5) = 3.015 instead of the 4.417 it would earn at rank 2. Drag it to rank 2 and the miss to the bottom: the list becomes the ideal one and NDCG reaches 1.</source>
        <translation>排在第 4 位的第二个 3 级条目得到 7 / log2(5) = 3.015，而排在第 2 位时它能得到 4.417。把它拖到第 2 位，再把未命中的条目拖到最后：列表就变成了理想排序，NDCG 达到 1。</translation>
    </message>
    <message>
        <source>NDCG when the relevant items are exactly these</source>
        <translation>相关条目恰好就是这些时的 NDCG</translation>
    </message>
    <message>
        <source>Grades [3, 0, 2, 0, 1], exponential gain; the user&apos;s relevant items are exactly these three. What are DCG@5, IDCG@5 and NDCG@5?</source>
        <translation>等级 [3, 0, 2, 0, 1]，指数增益；用户的相关条目恰好就是这三个。DCG@5、IDCG@5 和 NDCG@5 是多少？</translation>
    </message>
    <message>
        <source>The ideal order is [3, 2, 1, 0, 0]: the two misses belong at the bottom. Only the ranks of the grade-2 and grade-1 items cost anything here.</source>
        <translation>理想排序是 [3, 2, 1, 0, 0]：两个未命中的条目应排在最后。这里只有 2 级和 1 级条目的排名会造成损失。</translation>
    </message>
    <message>
        <source>NDCG with linear gain</source>
        <translation>线性增益的 NDCG</translation>
    </message>
    <message>
        <source>One swap away from ideal costs little: the grade-1 item at rank 4 instead of rank 3 loses 1/log2(4) − 1/log2(5) = 0.069 of DCG.</source>
        <translation>离理想排序只差一次交换，代价很小：1 级条目排在第 4 位而不是第 3 位，DCG 只损失 1/log2(4) − 1/log2(5) = 0.069。</translation>
    </message>
    <message>
        <source>Mean reciprocal rank over three queries</source>
        <translation>三个查询的平均倒数排名</translation>
    </message>
    <message>
        <source>The first relevant item is at rank 2, 1 and 4 for three queries. What is the MRR?</source>
        <translation>三个查询的第一个相关条目分别位于第 2、1 和 4 位。MRR 是多少？</translation>
    </message>
    <message>
        <source>RR is 1/2, 1/1 and 1/4; their mean is 1.75 / 3 = 0.583. Only the first hit counts: everything after it is invisible to RR.</source>
        <translation>RR 分别为 1/2、1/1 和 1/4；它们的平均值是 1.75 / 3 = 0.583。只有第一次命中才算数：之后的一切对 RR 都不可见。</translation>
    </message>
    <message>
        <source>Query A</source>
        <translation>查询 A</translation>
    </message>
    <message>
        <source>Query B</source>
        <translation>查询 B</translation>
    </message>
    <message>
        <source>Query C</source>
        <translation>查询 C</translation>
    </message>
    <message>
        <source>Five returned, three relevant, ten in all</source>
        <translation>返回 5 个，3 个相关，总共 10 个相关</translation>
    </message>
    <message>
        <source>5 items returned, 3 of them relevant, 10 relevant in all. What are P@5 and R@5?</source>
        <translation>返回 5 个条目，其中 3 个相关，总共有 10 个相关条目。P@5 和 R@5 是多少？</translation>
    </message>
    <message>
        <source>P@5 = 3/5: the share of the screen that is useful. R@5 = 3/10: the share of what the user wanted that was found. Neither depends on the order inside the top 5.</source>
        <translation>P@5 = 3/5：这一屏中有用内容的比例。R@5 = 3/10：用户想要的内容中被找到的比例。两者都与前 5 位内部的顺序无关。</translation>
    </message>
    <message>
        <source>One user&apos;s favourites: recall depends on k</source>
        <translation>一位用户的喜爱条目：召回率取决于 k</translation>
    </message>
    <message>
        <source>One user has 20 favourites; 10 items are shown and 6 are hits. What are P@10 and R@10? And R@1?</source>
        <translation>一位用户有 20 个喜爱的条目；展示了 10 个条目，其中 6 个命中。P@10 和 R@10 是多少？R@1 又是多少？</translation>
    </message>
    <message>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>F1 punishes imbalance</source>
        <translation>F1 惩罚不平衡</translation>
    </message>
    <message>
        <source>P = 0.9 with R = 0.1, against P = R = 0.5. What is F1 in each case?</source>
        <translation>P = 0.9、R = 0.1，与 P = R = 0.5 相比。两种情况下的 F1 各是多少？</translation>
    </message>
    <message>
        <source>The harmonic mean sits near the smaller of the two: 2·0.9·0.1 / 1.0 = 0.18, far below the arithmetic mean 0.5. Query A: 9 hits in the top 10 of 90 relevant; query B: 5 hits of 10 relevant.</source>
        <translation>调和平均值靠近两者中较小的那个：2·0.9·0.1 / 1.0 = 0.18，远低于算术平均值 0.5。查询 A：90 个相关条目中，前 10 位命中 9 个；查询 B：10 个相关条目中命中 5 个。</translation>
    </message>
    <message>
        <source>Query A (P 0.9, R 0.1)</source>
        <translation>查询 A（P 0.9，R 0.1）</translation>
    </message>
    <message>
        <source>Query B (P 0.5, R 0.5)</source>
        <translation>查询 B（P 0.5，R 0.5）</translation>
    </message>
    <message>
        <source>Ten items of grade 1</source>
        <translation>十个 1 级条目</translation>
    </message>
    <message>
        <source>Grades 1, 2, 3</source>
        <translation>等级 1、2、3</translation>
    </message>
    <message>
        <source>Clicks are not grades: position bias</source>
        <translation>点击不是等级：位置偏差</translation>
    </message>
    <message>
        <source>True grades of the shown list</source>
        <translation>所展示列表的真实等级</translation>
    </message>
    <message>
        <source>shoes</source>
        <translation>鞋</translation>
    </message>
    <message>
        <source>socks</source>
        <translation>袜子</translation>
    </message>
    <message>
        <source>watch</source>
        <translation>手表</translation>
    </message>
    <message>
        <source>backpack</source>
        <translation>背包</translation>
    </message>
    <message>
        <source>Accuracy is not the whole story</source>
        <translation>准确度不是全部</translation>
    </message>
    <message>
        <source>A: best sellers</source>
        <translation>A：畅销品</translation>
    </message>
    <message>
        <source>B: mixed</source>
        <translation>B：混合</translation>
    </message>
    <message>
        <source>Whose labels? Agreement and the verdict</source>
        <translation>谁的标注？一致性与结论</translation>
    </message>
    <message>
        <source>Run X, annotator A</source>
        <translation>排序结果 X，标注者 A</translation>
    </message>
    <message>
        <source>Run Y, annotator A</source>
        <translation>排序结果 Y，标注者 A</translation>
    </message>
    <message>
        <source>Run X, annotator B</source>
        <translation>排序结果 X，标注者 B</translation>
    </message>
    <message>
        <source>Run Y, annotator B</source>
        <translation>排序结果 Y，标注者 B</translation>
    </message>
    <message>
        <source>A, query 1</source>
        <translation>A，查询 1</translation>
    </message>
    <message>
        <source>A, query 2</source>
        <translation>A，查询 2</translation>
    </message>
    <message>
        <source>A, query 3</source>
        <translation>A，查询 3</translation>
    </message>
    <message>
        <source>A, query 4</source>
        <translation>A，查询 4</translation>
    </message>
    <message>
        <source>A, query 5</source>
        <translation>A，查询 5</translation>
    </message>
    <message>
        <source>A, query 6</source>
        <translation>A，查询 6</translation>
    </message>
    <message>
        <source>A, query 7</source>
        <translation>A，查询 7</translation>
    </message>
    <message>
        <source>A, query 8</source>
        <translation>A，查询 8</translation>
    </message>
    <message>
        <source>B, query 1</source>
        <translation>B，查询 1</translation>
    </message>
    <message>
        <source>B, query 2</source>
        <translation>B，查询 2</translation>
    </message>
    <message>
        <source>B, query 3</source>
        <translation>B，查询 3</translation>
    </message>
    <message>
        <source>B, query 4</source>
        <translation>B，查询 4</translation>
    </message>
    <message>
        <source>B, query 5</source>
        <translation>B，查询 5</translation>
    </message>
    <message>
        <source>B, query 6</source>
        <translation>B，查询 6</translation>
    </message>
    <message>
        <source>B, query 7</source>
        <translation>B，查询 7</translation>
    </message>
    <message>
        <source>B, query 8</source>
        <translation>B，查询 8</translation>
    </message>
    <message>
        <source>C, query 1</source>
        <translation>C，查询 1</translation>
    </message>
    <message>
        <source>C, query 2</source>
        <translation>C，查询 2</translation>
    </message>
    <message>
        <source>C, query 3</source>
        <translation>C，查询 3</translation>
    </message>
    <message>
        <source>C, query 4</source>
        <translation>C，查询 4</translation>
    </message>
    <message>
        <source>C, query 5</source>
        <translation>C，查询 5</translation>
    </message>
    <message>
        <source>C, query 6</source>
        <translation>C，查询 6</translation>
    </message>
    <message>
        <source>C, query 7</source>
        <translation>C，查询 7</translation>
    </message>
    <message>
        <source>C, query 8</source>
        <translation>C，查询 8</translation>
    </message>
    <message>
        <source>A mean hides the spread</source>
        <translation>平均值掩盖了波动</translation>
    </message>
    <message>
        <source>Two systems, A and B, answer the same 8 queries; the table gives each query&apos;s P@10 (the share of relevant items in the top 10). The per-query difference d is B&apos;s score minus A&apos;s on that query. The mean difference is the mean of the eight d (the same as B&apos;s mean minus A&apos;s). The standard deviation of the differences, sd, says how far the d spread around their mean: sd = √(Σ (d − mean)² / (n − 1)), with n = 8 queries. What are the means of A and B and the mean difference? On how many queries is B better, on how many worse? What is sd?</source>
        <translation>两个系统 A 和 B 回答同样的 8 个查询；表中给出每个查询的 P@10（前 10 个中相关项所占的比例）。逐查询差值 d 是该查询上 B 的得分减去 A 的得分。平均差是这 8 个 d 的平均值（等于 B 的平均值减去 A 的平均值）。差值的标准差 sd 说明这些 d 围绕其平均值散开多远：sd = √(Σ (d − 平均值)² / (n − 1))，其中 n = 8 个查询。A 和 B 的平均值各是多少？平均差是多少？B 在多少个查询上更好，在多少个上更差？sd 是多少？</translation>
    </message>
    <message>
        <source>A&apos;s mean is 3.6 / 8 = 0.450 and B&apos;s 4.4 / 8 = 0.550: B is ahead by 0.100. The mean hides how that gain is made: B is better on 6 queries, worse on 1 (query 5) and equal on 1. The differences lie 0, 0.1, −0.1, 0, −0.2, 0.1, 0, 0.1 from their mean; the squares add up to 0.08, so sd = √(0.08 / 7) = 0.107. One huge win and seven small losses could give the same mean with a very different story: always look at the per-query differences (Compare draws them one bar per query).</source>
        <translation>A 的平均值是 3.6 / 8 = 0.450，B 的是 4.4 / 8 = 0.550：B 领先 0.100。平均值掩盖了这份提升是怎么来的：B 在 6 个查询上更好，在 1 个上更差（查询 5），1 个持平。各差值离平均值的距离为 0、0.1、−0.1、0、−0.2、0.1、0、0.1；平方和为 0.08，所以 sd = √(0.08 / 7) = 0.107。一次大胜加七次小败也可能得到同样的平均值，背后却是完全不同的故事：一定要看逐查询差值（“比较”窗口为每个查询画一根柱子）。</translation>
    </message>
    <message>
        <source>The paired test: more than chance?</source>
        <translation>配对检验：不只是偶然？</translation>
    </message>
    <message>
        <source>The same 8 queries: mean difference 0.100, sd of the differences 0.107. Even if A and B were equally good, the differences would not all be 0: the queries are a sample, and another sample would give another mean. The paired test weighs the mean difference against that chance variation, query by query: an easy query (high for both) and a hard one (low for both) cancel out in d. The standard error of the mean difference is se = sd / √n; the test&apos;s t = mean difference / se. With n − 1 = 7 degrees of freedom, |t| of 2.365 or more turns up only 5 % of the time when the systems are equal. The p-value is that chance for the t we got: if A and B were equally good, how often a mean difference at least this far from 0 would turn up. What are se and t, and is p below 0.05? And how far do A&apos;s own scores spread over the queries (their sd)?</source>
        <translation>同样的 8 个查询：平均差 0.100，差值的标准差 0.107。即使 A 和 B 一样好，差值也不会全是 0：这些查询只是一个样本，换一个样本就会得到另一个平均值。配对检验逐个查询地把平均差与这种偶然波动相比较：简单的查询（两者都高）和难的查询（两者都低）在 d 中相互抵消。平均差的标准误是 se = sd / √n；检验的 t = 平均差 / se。自由度为 n − 1 = 7 时，若两个系统一样好，|t| 达到 2.365 或更大的情况只占 5 %。p 值就是我们得到的 t 对应的这个概率：如果 A 和 B 一样好，离 0 至少这么远的平均差会多常出现。se 和 t 各是多少？p 低于 0.05 吗？A 自己的得分在各查询之间散开多远（其 sd）？</translation>
    </message>
    <message>
        <source>se = 0.107 / √8 = 0.038 and t = 0.100 / 0.0378 = 2.646, above 2.365: p = 0.033, below 0.05, so the difference is called significant at the 5 % level. Pairing made it visible: A&apos;s scores spread over the queries with sd 0.245, more than twice the spread of the differences (0.107), because some queries are easy for both systems and some hard for both; a test that ignores the pairs weighs the difference against that larger spread and misses it. What p does not say: it is not the chance that B is better, nor how much better it is; and p above 0.05 does not mean the systems are equal, only that these queries cannot tell them apart.</source>
        <translation>se = 0.107 / √8 = 0.038，t = 0.100 / 0.0378 = 2.646，大于 2.365：p = 0.033，低于 0.05，所以这个差异在 5 % 水平上称为显著。是配对让它显现出来：A 的得分在各查询之间的 sd 为 0.245，是差值波动（0.107）的两倍多，因为有些查询对两个系统都简单，有些都难；不考虑配对的检验会拿差异去和这更大的波动相比，从而漏掉它。p 没有说的是：它不是 B 更好的概率，也不说明好多少；p 高于 0.05 也不表示两个系统一样好，只表示这些查询分辨不出它们。</translation>
    </message>
    <message>
        <source>How sure: the confidence interval of a difference</source>
        <translation>有多确定：差异的置信区间</translation>
    </message>
    <message>
        <source>The mean difference 0.100 is an estimate from 8 queries. A 95 % confidence interval gives the true differences these queries are consistent with: mean difference ± t* · se, where t* = 2.365 for 7 degrees of freedom (the same 5 % cut-off as the test) and se = sd / √n = 0.038. The effect size d_z = mean difference / sd gives the difference in units of its own spread. What are the lower and the upper end of the interval, and d_z?</source>
        <translation>平均差 0.100 是由 8 个查询得到的估计。95 % 置信区间给出与这些查询相符的真实差异：平均差 ± t* · se，其中自由度为 7 时 t* = 2.365（与检验相同的 5 % 界限），se = sd / √n = 0.038。效应量 d_z = 平均差 / sd，以差值自身的波动为单位来衡量差异。区间的下限和上限各是多少？d_z 是多少？</translation>
    </message>
    <message>
        <source>0.100 ± 2.365 · 0.0378 = 0.100 ± 0.089: from 0.011 to 0.189. The interval leaves out 0 exactly when the paired test&apos;s p is below 0.05, and it says more than p: B may be barely better (0.011) or much better (0.189), and these 8 queries cannot tell which. Report the interval with every difference. d_z = 0.100 / 0.107 = 0.935: the gain is about as large as the spread of the differences. Compare shows the interval beside every difference, the leaderboard beside every pair.</source>
        <translation>0.100 ± 2.365 · 0.0378 = 0.100 ± 0.089：从 0.011 到 0.189。区间恰好在配对检验的 p 低于 0.05 时不包含 0，而且它比 p 说得更多：B 可能只好一点点（0.011），也可能好很多（0.189），这 8 个查询分辨不出是哪一种。每报告一个差异都要附上区间。d_z = 0.100 / 0.107 = 0.935：提升大约和差值的波动一样大。“比较”在每个差异旁显示区间，排行榜在每一对旁显示区间。</translation>
    </message>
    <message>
        <source>How many queries does a difference need?</source>
        <translation>一个差异需要多少查询？</translation>
    </message>
    <message>
        <source>Power is the chance that the paired test finds a difference (p below 0.05) when the difference is really there. The minimum detectable effect (MDE) is the smallest true difference the test finds 80 % of the time with the queries at hand. With many queries it is about 2.8 · sd / √n (2.8 = 1.96 for the 5 % test + 0.84 for 80 % power); with only 8 queries the factor is larger, about 3.3. Turned around, a true difference Δ needs about (2.8 · sd / Δ)² queries. With sd = 0.107 as in the lessons before: what is the MDE with these 8 queries? How many queries would a true difference of 0.1 need, and one of 0.02?</source>
        <translation>功效是差异真实存在时，配对检验发现它（p 低于 0.05）的概率。最小可检测效应（MDE）是用手头的查询能在 80 % 的情况下发现的最小真实差异。查询很多时它约为 2.8 · sd / √n（2.8 = 5 % 检验的 1.96 + 80 % 功效的 0.84）；只有 8 个查询时这个系数更大，约为 3.3。反过来，真实差异 Δ 大约需要 (2.8 · sd / Δ)² 个查询。取前几课的 sd = 0.107：用这 8 个查询时，最小可检测效应是多少？真实差异为 0.1 时需要多少查询？0.02 呢？</translation>
    </message>
    <message>
        <source>MDE ≈ 3.3 · 0.038 = 0.124: with 8 queries, true differences smaller than 0.124 are missed more often than 1 time in 5. The rule of thumb gives (2.8 · 0.107 / 0.1)² ≈ 9 queries for 0.1 and (2.8 · 0.107 / 0.02)² ≈ 224 for 0.02; the exact computation, which also allows for sd being estimated, gives 12 and 227. So a +0.02 cannot be told from chance with 8 queries: it needs about 227. With too few queries a real gain is usually missed, and a &quot;significant&quot; small gain is more likely a lucky draw that overstates it. Compare and the leaderboard say this in words: differences below the MDE cannot be told from noise at 80 % power.</source>
        <translation>最小可检测效应 ≈ 3.3 · 0.038 = 0.124：用 8 个查询时，小于 0.124 的真实差异被漏掉的机会多于五分之一。经验公式给出：0.1 需要 (2.8 · 0.107 / 0.1)² ≈ 9 个查询，0.02 需要 (2.8 · 0.107 / 0.02)² ≈ 224 个；精确计算还考虑到 sd 本身是估计出来的，给出 12 和 227。所以用 8 个查询无法把 +0.02 与偶然区分开：它需要大约 227 个查询。查询太少时，真实的提升通常会被漏掉，而“显著”的小提升更可能是运气好，夸大了提升。“比较”和排行榜会用文字说明这一点：低于最小可检测效应的差异，在 80 % 功效下无法与噪声区分。</translation>
    </message>
    <message>
        <source>Many systems, many chances to be fooled</source>
        <translation>系统越多，被骗的机会越多</translation>
    </message>
    <message>
        <source>Now three systems, A, B and C, on the same 8 queries: three pairs to compare. Each paired test has a 5 % chance of a false alarm when two systems are equal; with three tests the chance that at least one raises a false alarm grows to about 1 − 0.95³ = 0.14 (with 10 systems, 45 pairs: 0.90). A correction for multiple comparisons keeps that chance at 5 % for all the tests together. Bonferroni multiplies each p by the number of comparisons m (at most 1). Holm is less strict: sort the p-values from the smallest, multiply the smallest by m, the next by m − 1, and so on, each at least as large as the one before. The paired tests give p = 0.033 for B against A, 0.002 for C against A and 0.685 for C against B. What are the p-values after Bonferroni and after Holm? Which pairs stay below 0.05?</source>
        <translation>现在有三个系统 A、B 和 C，回答同样的 8 个查询：要比较三对。两个系统一样好时，每次配对检验都有 5 % 的误报概率；做三次检验，至少一次误报的概率增长到约 1 − 0.95³ = 0.14（10 个系统、45 对时为 0.90）。多重比较校正让所有检验合起来的这个概率保持在 5 %。Bonferroni 把每个 p 乘以比较次数 m（最多为 1）。Holm 不那么严格：把 p 值从小到大排序，最小的乘以 m，下一个乘以 m − 1，依此类推，每个都不小于前一个。配对检验给出：B 对 A 的 p = 0.033，C 对 A 的 p = 0.002，C 对 B 的 p = 0.685。Bonferroni 校正后和 Holm 校正后的 p 值各是多少？哪些配对仍低于 0.05？</translation>
    </message>
    <message>
        <source>Bonferroni: 3 · 0.033 = 0.099, 3 · 0.0016 = 0.005 and 1.000 (3 · 0.685, capped at 1). Holm: the smallest, C against A, 3 · 0.0016 = 0.005; then B against A, 2 · 0.033 = 0.066; then C against B, 0.685. Only C against A stays below 0.05. B&apos;s +0.100 over A, significant on its own, is not once three comparisons are made: picking the best of many systems by uncorrected tests finds winners by chance. View ▸ Leaderboard tests every pair at once with a correction in force and gives each system letters: systems that share a letter cannot be told apart.</source>
        <translation>Bonferroni：3 · 0.033 = 0.099，3 · 0.0016 = 0.005，以及 1.000（3 · 0.685，上限为 1）。Holm：最小的 C 对 A 为 3 · 0.0016 = 0.005；然后 B 对 A 为 2 · 0.033 = 0.066；然后 C 对 B 为 0.685。只有 C 对 A 仍低于 0.05。B 比 A 高出的 +0.100 单独看是显著的，做了三次比较后就不显著了：用未校正的检验从许多系统中挑最好的，找到的赢家只是偶然。视图 ▸ 排行榜一次检验所有配对并施加校正，还给每个系统标上字母：共享同一字母的系统分辨不出高下。</translation>
    </message>
    <message>
        <source>The old system showed five items; the ones at positions 1, 2 and 4 are equally relevant. Users look at position p with probability 1/p and click what they look at if it is relevant, so the three click-through rates are 1, 0.5 and 0.25. What are P@5 and R@5 under the true grades? What do the clicks say once IPS weights them?</source>
        <translation>旧系统展示了五个条目；第 1、2、4 位上的三个同样相关。用户以 1/p 的概率查看第 p 位，看到相关的就点击，所以这三个条目的点击率分别是 1、0.5 和 0.25。按真实等级，P@5 和 R@5 是多少？用 IPS 加权之后，点击又说明了什么？</translation>
    </message>
    <message>
        <source>With raw clicks as gains P@5 would be (1 + 0.5 + 0.25) / 5 = 0.35, and the item at position 4 would look four times worse than the one on top, though it is just as relevant. IPS weights each click by 1 / propensity: 1 × 1, 0.5 × 2, 0.25 × 4 = 1 each, so P@5 = 3/5 = 0.6, as the true grades say. On the demo project, View ▸ Clicks and Online Results shows raw clicks and IPS side by side with the settings used, both readings of an item that was never shown, the warning that new_model was trained on clicks collected until 2024-05-07, and which offline measure agrees with the change in clicks measured online.</source>
        <translation>如果直接用原始点击当作增益，P@5 会是 (1 + 0.5 + 0.25) / 5 = 0.35，第 4 位的条目看起来比顶部的差四倍，尽管它同样相关。IPS 给每次点击乘以 1 / 倾向：1 × 1、0.5 × 2、0.25 × 4 都等于 1，于是 P@5 = 3/5 = 0.6，与真实等级一致。在示例项目中，视图 ▸ 点击与线上结果 会并排显示原始点击和 IPS 及所用的设置、从未展示过的条目的两种解读、new_model 使用了截至 2024-05-07 的点击数据训练的警告，以及哪个离线指标与线上测得的点击变化一致。</translation>
    </message>
    <message>
        <source>Click-through rate: of the times an item was shown, the share it was clicked. Example: shown 200 times, clicked 50 times: 50/200 = 0.25.</source>
        <translation>点击率：一个条目被展示的次数中，被点击的比例。例：展示 200 次，点击 50 次：50/200 = 0.25。</translation>
    </message>
    <message>
        <source>Propensity: the chance that a user looks at a position at all. Example: if only 1 user in 4 looks at position 4, its propensity is 1/4.</source>
        <translation>倾向：用户会去看某个位置的概率。例：如果 4 位用户中只有 1 位会看第 4 位，它的倾向就是 1/4。</translation>
    </message>
    <message>
        <source>IPS (inverse propensity scoring): count each click as 1 / propensity clicks, so a click where few users look counts more. Example: a click at position 4, propensity 1/4, counts as 4 clicks.</source>
        <translation>IPS（逆倾向评分）：把每次点击记作 1 / 倾向 次点击，这样很少有人看的位置上的点击分量更重。例：第 4 位的倾向为 1/4，那里的一次点击记作 4 次。</translation>
    </message>
    <message>
        <source>ILD@k (intra-list diversity): of all pairs of items among the first k, the share whose categories differ. Example: shoes, shoes, socks make 3 pairs, 2 of them differ: ILD@3 = 2/3.</source>
        <translation>ILD@k（列表内多样性）：前 k 个条目两两配对，类别不同的配对所占的比例。例：鞋、鞋、袜子共 3 对，其中 2 对类别不同：ILD@3 = 2/3。</translation>
    </message>
    <message>
        <source>CatCov@k (category coverage): the categories among the first k, out of all categories in the catalogue (here every item of both lists: shoes, socks, watch, backpack). Example: shoes and socks: 2/4 = 0.5.</source>
        <translation>CatCov@k（类别覆盖率）：前 k 个条目涉及的类别数，占目录中全部类别数的比例（这里的目录是两个列表的所有条目：鞋、袜子、手表、背包）。例：有鞋和袜子：2/4 = 0.5。</translation>
    </message>
    <message>
        <source>Novelty@k: how unexpected the first k items are, in bits: the mean of −log2(popularity / users). Example: an item 512 of 1,024 users chose gives −log2(1/2) = 1 bit; one 128 chose, −log2(1/8) = 3 bits.</source>
        <translation>Novelty@k（新颖性）：前 k 个条目有多出人意料，以比特计：−log2(流行度 / 用户数) 的平均值。例：1,024 位用户中有 512 位选过的条目，得 −log2(1/2) = 1 比特；只有 128 位选过的，得 −log2(1/8) = 3 比特。</translation>
    </message>
    <message>
        <source>ARP@k (average popularity): the mean popularity of the first k items. Example: popularity 512 and 128 give ARP@2 = 320.</source>
        <translation>ARP@k（平均流行度）：前 k 个条目流行度的平均值。例：流行度 512 和 128，ARP@2 = 320。</translation>
    </message>
    <message>
        <source>A new user searches for trail running shoes. A shows five best-selling shoes; B mixes shoes with socks, a watch and a backpack. Popularity counts how many of 1,024 users chose the item. The gain is the grade itself; A missed one relevant item and B two, each of grade 1. Which has the better NDCG@5? What do ILD@5, CatCov@5, Novelty@5 and ARP@5 say?</source>
        <translation>一位新用户搜索越野跑鞋。A 展示五双畅销鞋；B 把鞋与袜子、手表和背包混在一起。流行度是 1,024 位用户中选过该条目的人数。增益就是等级本身；A 漏掉了 1 个相关条目，B 漏掉了 2 个，都是 1 级。哪个的 NDCG@5 更高？ILD@5、CatCov@5、Novelty@5 和 ARP@5 又说明了什么？</translation>
    </message>
    <message>
        <source>A wins on NDCG@5 (0.931 against 0.747) but is all shoes: ILD@5 = 0 and CatCov@5 = 1/4 (one of four categories), against B&apos;s 9 of 10 differing pairs = 0.9 and 4/4 = 1. A is also popular: ARP@5 = 1280 / 5 = 256, Novelty@5 = (1+2+2+3+3) / 5 = 2.2 bits, against 159.2 and 4.8. Drag A&apos;s socks (rank 6) above the grade-0 shoe: ILD@5 0.4 and NDCG@5 1. On the demo project, open Compare on the queries of new users only and add ILD@10, CatCov@10, Novelty@10 and ARP@10: new_model wins NDCG@10 overall, yet shows new users fewer categories and more popular items.</source>
        <translation>A 在 NDCG@5 上胜出（0.931 对 0.747），但全是鞋：ILD@5 = 0，CatCov@5 = 1/4（四个类别中的一个）；B 则是 10 对中有 9 对类别不同 = 0.9，覆盖 4/4 = 1。A 也更热门：ARP@5 = 1280 / 5 = 256，Novelty@5 = (1+2+2+3+3) / 5 = 2.2 比特；B 为 159.2 和 4.8。把 A 中第 6 位的袜子拖到 0 级的那双鞋之上：ILD@5 变为 0.4，NDCG@5 变为 1。在示例项目中，打开“比较”，只看新用户的查询，并加上 ILD@10、CatCov@10、Novelty@10 和 ARP@10：new_model 在总体 NDCG@10 上胜出，却给新用户展示了更少的类别、更热门的条目。</translation>
    </message>
    <message>
        <source>How much a rank is worth: the discount</source>
        <translation>一个排名值多少：折损</translation>
    </message>
    <message>
        <source>How much does an item at rank 2, 4 or 10 count against the same item at rank 1?</source>
        <translation>同一个条目排在第 2、4 或 10 位时，相对于排在第 1 位各算多少？</translation>
    </message>
    <message>
        <source>The discount 1/log2(i + 1) falls fast at the top and slowly after: rank 2 weighs 0.63, rank 4 0.43, rank 10 0.29. Moving an item from rank 1 to rank 2 costs it 0.37; moving it from rank 4 to rank 10 only 0.14.</source>
        <translation>折损 1/log2(i + 1) 在头部下降很快，之后变慢：第 2 位的权重为 0.63，第 4 位为 0.43，第 10 位为 0.29。把一个条目从第 1 位移到第 2 位，它少了 0.37；从第 4 位移到第 10 位只少 0.14。</translation>
    </message>
    <message>
        <source>The discount: an item at rank i counts 1 / log2(i + 1) of what it would count at rank 1. log2(x) answers “2 to which power gives x?”: log2(2) = 1, log2(4) = 2, log2(3) = 1.585. Example: rank 3 counts 1 / log2(4) = 1/2 = 0.5.</source>
        <translation>折损：排在第 i 位的条目，只按它在第 1 位时的 1 / log2(i + 1) 计。log2(x) 回答的是“2 的几次方等于 x？”：log2(2) = 1，log2(4) = 2，log2(3) = 1.585。例：第 3 位算 1 / log2(4) = 1/2 = 0.5。</translation>
    </message>
    <message>
        <source>How much a grade is worth: gains</source>
        <translation>一个等级值多少：增益</translation>
    </message>
    <message>
        <source>What gain do grades 1, 2 and 3 get with exponential gain?</source>
        <translation>在指数增益下，等级 1、2、3 各得到多少增益？</translation>
    </message>
    <message>
        <source>Exponential gain 2^grade − 1 makes a grade-3 item worth 7 grade-1 items; linear gain, the grade itself, only 3. Which one is chosen changes which list wins when the grades differ.</source>
        <translation>指数增益 2^等级 − 1 让一个 3 级条目抵得上 7 个 1 级条目；线性增益（等级本身）只抵 3 个。选哪一种，会改变等级不同的两个列表谁胜谁负。</translation>
    </message>
    <message>
        <source>Gain: what an item adds for its grade, before the discount. Linear gain is the grade itself (grade 2 gains 2); exponential gain is 2^grade − 1 (grade 2 gains 2·2 − 1 = 3). Example: grade 0 gains 0 under both.</source>
        <translation>增益：一个条目凭它的等级贡献多少，在折损之前计算。线性增益就是等级本身（2 级增益为 2）；指数增益是 2^等级 − 1（2 级增益为 2·2 − 1 = 3）。例：0 级在两种增益下都是 0。</translation>
    </message>
    <message>
        <source>Grades [3, 2, 0, 1], linear gain (the gain is the grade itself). What are DCG@4, IDCG@4 and NDCG@4?</source>
        <translation>等级 [3, 2, 0, 1]，线性增益（增益就是等级本身）。DCG@4、IDCG@4 和 NDCG@4 是多少？</translation>
    </message>
    <message>
        <source>DCG@k (discounted cumulative gain): over the first k items, add up each item&apos;s gain times its rank&apos;s discount. Example: grades [2, 0, 1], linear gain: DCG@3 = 2·1 + 0 + 1·0.5 = 2.5.</source>
        <translation>DCG@k（折损累计增益）：对前 k 个条目，把每个条目的增益乘以它所在排名的折损，再全部加起来。例：等级 [2, 0, 1]，线性增益：DCG@3 = 2·1 + 0 + 1·0.5 = 2.5。</translation>
    </message>
    <message>
        <source>IDCG@k: the DCG@k of the ideal order — every labelled item of the query, missed ones too, sorted by grade, highest first. Example: for [2, 0, 1] the ideal is [2, 1, 0]: IDCG@3 = 2 + 1/log2(3) = 2.631.</source>
        <translation>IDCG@k：理想排序的 DCG@k。理想排序把该查询所有已标注的条目（包括漏掉的）按等级从高到低排列。例：[2, 0, 1] 的理想排序是 [2, 1, 0]：IDCG@3 = 2 + 1/log2(3) = 2.631。</translation>
    </message>
    <message>
        <source>NDCG@k = DCG@k / IDCG@k: 1 when the order is the best possible, lower the further from it. Example: 2.5 / 2.631 = 0.950.</source>
        <translation>NDCG@k = DCG@k / IDCG@k：排序最好时为 1，离最好越远就越低。例：2.5 / 2.631 = 0.950。</translation>
    </message>
    <message>
        <source>Ideal from the list: some tools build the ideal order only from the items the list returned, re-sorted by grade, and ignore relevant items it missed. Example: [1, 0] returned and a grade-2 item missed: the ideal from the list is [1, 0], from all labels [2, 1].</source>
        <translation>取自列表的理想排序：有些工具只用列表返回的条目按等级重新排序来构造理想排序，忽略漏掉的相关条目。例：返回了 [1, 0]，漏掉了一个 2 级条目：取自列表的理想排序是 [1, 0]，取自全部标注的是 [2, 1]。</translation>
    </message>
    <message>
        <source>P@k (precision at k): of the first k items of the list, the share that is relevant (grade 1 or more). Example: 2 relevant items among the first 4 give P@4 = 2/4 = 0.5.</source>
        <translation>P@k（前 k 位精确率）：列表前 k 个条目中，相关条目（等级 ≥ 1）所占的比例。例：前 4 个中有 2 个相关，P@4 = 2/4 = 0.5。</translation>
    </message>
    <message>
        <source>R@k (recall at k): of all the relevant items the query has, returned or not, the share found among the first k. Example: 2 found among the first 4, out of 8 relevant items in all, give R@4 = 2/8 = 0.25.</source>
        <translation>R@k（前 k 位召回率）：该查询的全部相关条目（不论是否返回）中，出现在前 k 位的比例。例：共有 8 个相关条目，前 4 位找到 2 个，R@4 = 2/8 = 0.25。</translation>
    </message>
    <message>
        <source>With k = 1 recall can be at most 1/20 = 0.05 however good the first item is: at a small k, recall can never exceed k divided by the number of relevant items. Choose k for the screen the user really sees.</source>
        <translation>k = 1 时，无论第一个条目多好，召回率最多只有 1/20 = 0.05：k 较小时，召回率不可能超过 k 除以相关条目总数。请按用户实际看到的那一屏来选 k。</translation>
    </message>
    <message>
        <source>F1@k: one number for P@k and R@k together, 2·P·R / (P + R) (their harmonic mean). Example: P = 0.5 and R = 0.25 give 2·0.5·0.25 / 0.75 = 0.333.</source>
        <translation>F1@k：把 P@k 和 R@k 合成一个数，2·P·R / (P + R)（两者的调和平均）。例：P = 0.5、R = 0.25，F1 = 2·0.5·0.25 / 0.75 = 0.333。</translation>
    </message>
    <message>
        <source>Average precision and MAP</source>
        <translation>平均精确率与 MAP</translation>
    </message>
    <message>
        <source>Query A has relevant items at ranks 1 and 3 of five, and one more relevant item it never returned. Query B has relevant items at ranks 2 and 3 and missed none. What are AP@5 of each query, and MAP@5?</source>
        <translation>查询 A 在五个结果中的第 1 位和第 3 位有相关条目，另有一个相关条目从未返回。查询 B 在第 2 位和第 3 位有相关条目，没有漏掉任何一个。两个查询的 AP@5 各是多少？MAP@5 是多少？</translation>
    </message>
    <message>
        <source>Query A: (1/1 + 2/3) / 3 = 0.556, the missed item counts in the 3 it divides by. Query B: (1/2 + 2/3) / 2 = 0.583. MAP@5 = (5/9 + 7/12) / 2 = 0.569. AP rewards relevant items early and finding them all: drag B&apos;s miss from rank 1 to the bottom and its AP becomes (1/1 + 2/2) / 2 = 1.</source>
        <translation>查询 A：(1/1 + 2/3) / 3 = 0.556，漏掉的那个条目也算在除数 3 里。查询 B：(1/2 + 2/3) / 2 = 0.583。MAP@5 = (5/9 + 7/12) / 2 = 0.569。AP 奖励把相关条目排在前面、并且全部找到：把 B 第 1 位的不相关条目拖到最后，它的 AP 就变成 (1/1 + 2/2) / 2 = 1。</translation>
    </message>
    <message>
        <source>AP@k (average precision): go down the first k items; at each relevant one, take the precision up to and including it. Add these up and divide by the number of relevant items the query has in all (one never returned adds nothing but still counts). Example: relevant at ranks 1 and 3, 2 relevant in all: (1/1 + 2/3) / 2 = 0.833.</source>
        <translation>AP@k（平均精确率）：从上往下看前 k 个条目；每遇到一个相关条目，就算出到它为止（含它）的精确率。把这些精确率加起来，再除以该查询相关条目的总数（从未返回的相关条目不贡献精确率，但仍计入总数）。例：第 1 位和第 3 位相关，共 2 个相关条目：(1/1 + 2/3) / 2 = 0.833。</translation>
    </message>
    <message>
        <source>MAP@k: the mean of AP@k over the queries. Example: AP 0.8 and 0.4 give MAP 0.6.</source>
        <translation>MAP@k：AP@k 在各个查询上的平均值。例：AP 为 0.8 和 0.4，MAP 为 0.6。</translation>
    </message>
    <message>
        <source>RR (reciprocal rank): 1 divided by the rank of the first relevant item; 0 when the list has none. Example: the first relevant item at rank 3 gives RR = 1/3 = 0.333.</source>
        <translation>RR（倒数排名）：1 除以第一个相关条目的排名；列表中没有相关条目时为 0。例：第一个相关条目在第 3 位，RR = 1/3 = 0.333。</translation>
    </message>
    <message>
        <source>MRR (mean reciprocal rank): the mean of RR over the queries. Example: RR 1 and 0.5 give MRR = 1.5 / 2 = 0.75.</source>
        <translation>MRR（平均倒数排名）：RR 在各个查询上的平均值。例：RR 为 1 和 0.5，MRR = 1.5 / 2 = 0.75。</translation>
    </message>
    <message>
        <source>Equal scores: ties</source>
        <translation>得分相同：并列</translation>
    </message>
    <message>
        <source>The system returned five items with these scores, in the order it listed them. D9 and D10 share the score 0.7. Which of the two is ranked first? Then what are P@2 and RR?</source>
        <translation>系统返回了五个条目及其得分，按它列出的顺序给出。D9 和 D10 的得分都是 0.7。两者中哪个排在前面？然后，P@2 和 RR 是多少？</translation>
    </message>
    <message>
        <source>D9 goes first: compared character by character, “D9” comes after “D10” because 9 comes after 1. The ranking is D3, D9, D10, D4, D7, so P@2 = 1/2 = 0.5 and RR = 1/2 = 0.5. The other order would give P@2 = 0 and RR = 1/3: when scores tie, the tie rule alone can move a measure. A system that gives every item its own score is measured exactly as it ranks.</source>
        <translation>D9 排在前面：逐个字符比较，“D9”在“D10”之后，因为 9 在 1 之后。排序是 D3、D9、D10、D4、D7，所以 P@2 = 1/2 = 0.5，RR = 1/2 = 0.5。反过来的顺序会得到 P@2 = 0、RR = 1/3：得分并列时，仅并列规则本身就能改变指标。给每个条目不同得分的系统，则完全按它的排序来评估。</translation>
    </message>
    <message>
        <source>A tie: items with the same score. Their order is not left to chance: the one whose document id comes later, compared character by character, goes first. Example: D2 and D15 both score 0.8; their second characters are 2 and 1, and 2 comes later, so D2 goes first.</source>
        <translation>并列：得分相同的条目。它们的顺序不是随机的：文档编号逐个字符比较时靠后的那个排在前面。例：D2 和 D15 得分都是 0.8；它们的第二个字符分别是 2 和 1，2 靠后，所以 D2 排在前面。</translation>
    </message>
    <message>
        <source>Several queries: every query counts once</source>
        <translation>多个查询：每个查询只算一次</translation>
    </message>
    <message>
        <source>Query A returns 3 items, all relevant, and has no other relevant item. Query B returns 3 items, none relevant, and has 1 relevant item it missed. What are P@3 and R@3 of each query, and their means over the two queries?</source>
        <translation>查询 A 返回 3 个条目，全部相关，且没有其他相关条目。查询 B 返回 3 个条目，都不相关，还漏掉了 1 个相关条目。每个查询的 P@3 和 R@3 是多少？它们在两个查询上的平均值又是多少？</translation>
    </message>
    <message>
        <source>Mean P@3 = (1 + 0) / 2 = 0.5 and mean R@3 = (1 + 0) / 2 = 0.5. Adding up the counts of both queries first would give 3 found of 4 relevant, 0.75: a different number, and not the one evaluation tools report. Each query counts once, so a query with one relevant item moves the mean as much as one with a hundred.</source>
        <translation>P@3 的平均值 = (1 + 0) / 2 = 0.5，R@3 的平均值 = (1 + 0) / 2 = 0.5。如果先把两个查询的数目加在一起，会得到 4 个相关条目中找到 3 个，即 0.75：这是另一个数，也不是评估工具报告的那个。每个查询只算一次，所以只有 1 个相关条目的查询，对平均值的影响和有 100 个的查询一样大。</translation>
    </message>
    <message>
        <source>A score over several queries: compute the measure for each query, then take the mean. Every query weighs the same, however many relevant items it has. Example: R@5 of 1 for one query and 0 for another give a mean R@5 of 0.5.</source>
        <translation>多个查询上的得分：先算出每个查询的指标，再取平均。不论一个查询有多少相关条目，每个查询的权重都一样。例：一个查询的 R@5 为 1，另一个为 0，R@5 的平均值为 0.5。</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ: they agree on p_o = 4/6 = 0.667 of the items; each calls half the items relevant, so two such random graders would agree half the time: p_e = 0.5·0.5 + 0.5·0.5 = 0.5, and κ = (0.667 − 0.5) / (1 − 0.5) = 0.333, a third of the way from chance to full agreement. Krippendorff&apos;s α: of the 12 grades given, 6 are 0 and 6 are 1. Pair each grade with the other grade of its item: the 2 items they disagree on give 4 mismatched pairs. Chance would give 2·6·6 / (12 − 1) = 6.55 of them, so α = 1 − 4 / 6.55 = 0.389. Under A run X wins (P@3 0.667 against 0.333); under B run Y wins by the same margin: two disagreements, d2 and d5, reverse the verdict because both sit in the top 3 of a run. Try it on a project with Labels ▸ Label Sets: its verdict tab lists the pairs of runs whose verdict changes, and the disagreements by their impact, the ones to settle first.</source>
        <translation>Cohen κ：他们在 p_o = 4/6 = 0.667 的条目上一致；每人都把一半的条目标为相关，所以两个这样随机给等级的人有一半时候会一致：p_e = 0.5·0.5 + 0.5·0.5 = 0.5，κ = (0.667 − 0.5) / (1 − 0.5) = 0.333，即从“碰巧”到“完全一致”走了三分之一。Krippendorff α：一共给出 12 个等级，6 个是 0，6 个是 1。把每个等级与同一条目的另一个等级配成对：两人有分歧的 2 个条目给出 4 个不匹配的对。碰巧会出现 2·6·6 / (12 − 1) = 6.55 个，所以 α = 1 − 4 / 6.55 = 0.389。按 A 的标注 X 胜出（P@3 为 0.667 对 0.333）；按 B 的标注 Y 以同样差距胜出：d2 和 d5 这两处分歧颠倒了结论，因为它们都位于某个排序结果的前 3 名。在项目中用 标注 ▸ 标注集 试试：其中的结论页列出结论发生变化的排序结果对，并按影响大小列出分歧——先解决排在前面的。</translation>
    </message>
    <message>
        <source>Run X returns d1, d2, d3; run Y returns d4, d5, d6. Annotator A grades d1, d2 and d4 relevant; annotator B grades d1, d4 and d5 relevant; both grade the rest 0. They give the same grade to 4 of the 6 items. What are κ and α here, and which run wins on P@3 under each annotator?</source>
        <translation>排序结果 X 返回 d1、d2、d3；排序结果 Y 返回 d4、d5、d6。标注者 A 认为 d1、d2 和 d4 相关；标注者 B 认为 d1、d4 和 d5 相关；其余条目两人都标为 0。6 个条目中，他们有 4 个给了相同的等级。这里的 κ 和 α 各是多少？按各自的标注，哪个排序结果的 P@3 更高？</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ (kappa): how far two annotators agree once the agreement luck alone would bring is taken out. It compares the share of items they grade alike, p_o, with the share they would grade alike by chance, p_e, if each handed out their grades at random in the proportions they used: κ = (p_o − p_e) / (1 − p_e). 1 is full agreement, 0 no better than chance. Example: alike on 8 of 10 items (p_o = 0.8) where chance gives p_e = 0.5: κ = (0.8 − 0.5) / (1 − 0.5) = 0.6.</source>
        <translation>Cohen κ（kappa）：去掉“碰巧一致”之后，两位标注者有多一致。它把他们给出相同等级的条目比例 p_o，与“各自按自己用过的比例随机给等级”时碰巧相同的比例 p_e 相比较：κ = (p_o − p_e) / (1 − p_e)。1 表示完全一致，0 表示不比碰巧好。例：10 个条目中有 8 个等级相同（p_o = 0.8），碰巧一致的比例 p_e = 0.5：κ = (0.8 − 0.5) / (1 − 0.5) = 0.6。</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α (alpha): the same idea seen from the disagreements: α = 1 − (mismatched pairs of grades seen) / (mismatched pairs chance would give). It also works with more than two annotators and with items someone left ungraded. Example: 2 mismatched pairs seen where chance would give 5: α = 1 − 2 / 5 = 0.6.</source>
        <translation>Krippendorff α（alpha）：同一个想法，从分歧来看：α = 1 −（实际看到的不匹配等级对数）/（碰巧会出现的不匹配等级对数）。它也适用于两位以上的标注者，以及有人没有标注的条目。例：实际看到 2 对不匹配，碰巧会出现 5 对：α = 1 − 2 / 5 = 0.6。</translation>
    </message>
</context>
<context>
    <name>Measures</name>
    <message>
        <source>AP</source>
        <translation>AP</translation>
    </message>
    <message>
        <source>Average precision</source>
        <translation>平均精度（AP）</translation>
    </message>
    <message>
        <source>AP = (sum over the ranks i holding a relevant item of P@i) / R, where R is the number of relevant items of the query in the labels, retrieved or not (not min(R, k)). 0 when R = 0. MAP is its mean over queries.</source>
        <translation>AP = （所有相关条目所在排名 i 的 P@i 之和）/ R，其中 R 是标注中该查询的相关条目数，无论是否被检索到（不是 min(R, k)）。R = 0 时为 0。MAP（平均精度均值）是它在所有查询上的平均值。</translation>
    </message>
    <message>
        <source>GM-AP</source>
        <translation>GM-AP</translation>
    </message>
    <message>
        <source>Geometric mean average precision</source>
        <translation>几何平均精度（GM-AP）</translation>
    </message>
    <message>
        <source>Per query the same value as map; the summary is the geometric mean over queries, exp(mean(log(max(AP, 0.00001)))), which rewards consistency. trec_eval prints it only in the summary.</source>
        <translation>每个查询的值与 map 相同；汇总值是所有查询上的几何平均 exp(mean(log(max(AP, 0.00001))))，更看重表现的稳定性。trec_eval 只在汇总中输出它。</translation>
    </message>
    <message>
        <source>AP@k</source>
        <translation>AP@k</translation>
    </message>
    <message>
        <source>Average precision at k</source>
        <translation>前 k 位平均精度</translation>
    </message>
    <message>
        <source>AP@k = (sum over relevant ranks i &lt;= k of P@i) / R, R = all relevant items of the query (trec_eval&apos;s map_cut; some libraries divide by min(R, k) instead and report higher values). 0 when R = 0.</source>
        <translation>AP@k = （排名 i &lt;= k 的相关条目的 P@i 之和）/ R，R 为该查询的全部相关条目数（即 trec_eval 的 map_cut；有些库改为除以 min(R, k)，得到的值更高）。R = 0 时为 0。</translation>
    </message>
    <message>
        <source>bpref</source>
        <translation>bpref</translation>
    </message>
    <message>
        <source>Binary preference</source>
        <translation>二元偏好（bpref）</translation>
    </message>
    <message>
        <source>For each retrieved relevant item, 1 - min(n, R) / min(N, R), where n counts the judged non-relevant items ranked above it and N all judged non-relevant items of the query; summed and divided by R. Unlabelled items are skipped, not counted as non-relevant.</source>
        <translation>对每个检索到的相关条目计算 1 - min(n, R) / min(N, R)，其中 n 是排在它之前的已标注不相关条目数，N 是该查询全部已标注不相关条目数；求和后除以 R。未标注条目被跳过，不算作不相关。</translation>
    </message>
    <message>
        <source>#ret</source>
        <translation>#ret</translation>
    </message>
    <message>
        <source>Number of retrieved items</source>
        <translation>检索到的条目数</translation>
    </message>
    <message>
        <source>Items the system returned for the query (after the -M limit, if any). The summary is the sum over queries, as in trec_eval.</source>
        <translation>系统为该查询返回的条目数（如有 -M 限制，则为限制之后的数量）。汇总值是所有查询之和，与 trec_eval 相同。</translation>
    </message>
    <message>
        <source>#rel</source>
        <translation>#rel</translation>
    </message>
    <message>
        <source>Number of relevant items</source>
        <translation>相关条目数</translation>
    </message>
    <message>
        <source>Labelled items with label &gt;= threshold, retrieved or not: the denominator of recall and AP. The summary is the sum over queries. Note: with -c trec_eval sums label &gt; 0 over all labelled queries whatever the threshold; RankLens&apos; trec output does the same.</source>
        <translation>标注等级 &gt;= 阈值的已标注条目数，无论是否被检索到：即召回率和 AP 的分母。汇总值是所有查询之和。注意：使用 -c 时，trec_eval 不论阈值如何，都对全部已标注查询统计 label &gt; 0 的条目；RankLens 的 trec 输出与之相同。</translation>
    </message>
    <message>
        <source>#rel ret</source>
        <translation>#rel ret</translation>
    </message>
    <message>
        <source>Number of relevant retrieved items</source>
        <translation>检索到的相关条目数</translation>
    </message>
    <message>
        <source>Retrieved items with label &gt;= threshold. The summary is the sum over queries.</source>
        <translation>标注等级 &gt;= 阈值的已检索条目数。汇总值是所有查询之和。</translation>
    </message>
    <message>
        <source>Cov@k</source>
        <translation>Cov@k</translation>
    </message>
    <message>
        <source>Catalogue coverage at k</source>
        <translation>前 k 位目录覆盖率</translation>
    </message>
    <message>
        <source>Distinct items appearing in any query&apos;s top k, divided by the catalogue size (every item known to the run and the labels). One value for the whole run; no per-query value.</source>
        <translation>出现在任一查询前 k 位中的不同条目数，除以目录大小（排序结果和标注中出现的全部条目）。整个排序结果只有一个值，没有逐查询的值。</translation>
    </message>
    <message>
        <source>F1@k</source>
        <translation>F1@k</translation>
    </message>
    <message>
        <source>F1 at k</source>
        <translation>前 k 位 F1 值</translation>
    </message>
    <message>
        <source>F1@k = 2·P@k·R@k / (P@k + R@k), 0 when both are 0. The harmonic mean punishes imbalance: P = 0.9, R = 0.1 gives 0.18. Per query, then averaged (not F1 of the mean P and R). trec_eval has no F1 at k; RankLens prints it as F1_k.</source>
        <translation>F1@k = 2·P@k·R@k / (P@k + R@k)，两者都为 0 时为 0。调和平均会惩罚不平衡：P = 0.9、R = 0.1 时为 0.18。先按查询计算再取平均（而不是平均 P 与平均 R 的 F1）。trec_eval 没有前 k 位 F1；RankLens 将其输出为 F1_k。</translation>
    </message>
    <message>
        <source>Hit@k</source>
        <translation>Hit@k</translation>
    </message>
    <message>
        <source>Success (hit) at k</source>
        <translation>前 k 位命中率</translation>
    </message>
    <message>
        <source>1 if at least one relevant item is in the top k, else 0. Its mean is the share of queries served with at least one relevant result (1 - the &apos;no good result&apos; rate).</source>
        <translation>前 k 位中至少有一个相关条目时为 1，否则为 0。其平均值是至少得到一个相关结果的查询所占比例（即 1 - “无好结果”率）。</translation>
    </message>
    <message>
        <source>iP@r</source>
        <translation>iP@r</translation>
    </message>
    <message>
        <source>Interpolated precision at recall</source>
        <translation>召回率水平上的插值精确率</translation>
    </message>
    <message>
        <source>Judged@k</source>
        <translation>Judged@k</translation>
    </message>
    <message>
        <source>Judged at k</source>
        <translation>前 k 位标注率</translation>
    </message>
    <message>
        <source>Share of the returned top k (min(k, list length) items) that has a label of any grade. Low values mean the other numbers rest on guesses: unlabelled items count as not relevant. 0 for an empty list.</source>
        <translation>返回的前 k 位（min(k, 列表长度) 个条目）中带有任意等级标注的比例。值低说明其他数值建立在猜测之上：未标注条目被视为不相关。空列表为 0。</translation>
    </message>
    <message>
        <source>NDCG</source>
        <translation>NDCG</translation>
    </message>
    <message>
        <source>NDCG (whole list)</source>
        <translation>归一化折损累计增益（NDCG，整个列表）</translation>
    </message>
    <message>
        <source>DCG of the whole returned list divided by the DCG of the whole ideal order. Gain: the label (linear, trec_eval) or 2^label - 1 (exponential); labels &lt;= 0 gain 0. Discount 1/log2(rank + 1). Ideal: all labelled items of the query sorted by grade (trec_eval) or the retrieved items re-sorted. 0 when the ideal DCG is 0. trec_eval&apos;s NDCG ignores the relevance threshold: its gain is the label itself; RankLens does the same.</source>
        <translation>整个返回列表的 DCG 除以整个理想排序的 DCG。增益：标注等级本身（线性，trec_eval）或 2^label - 1（指数）；等级 &lt;= 0 的增益为 0。折损为 1/log2(rank + 1)。理想排序：该查询全部已标注条目按等级排序（trec_eval），或将检索到的条目重新排序。理想 DCG 为 0 时为 0。trec_eval 的 NDCG 不使用相关性阈值，增益就是等级本身；RankLens 与之相同。</translation>
    </message>
    <message>
        <source>NDCG@k</source>
        <translation>NDCG@k</translation>
    </message>
    <message>
        <source>NDCG at k</source>
        <translation>前 k 位归一化折损累计增益（NDCG@k）</translation>
    </message>
    <message>
        <source>NDCG@k = DCG@k / IDCG@k, both sums cut at k: DCG@k = sum over i &lt;= k of gain(label_i) / log2(i + 1), IDCG@k the same over the ideal order. Gain linear (trec_eval) or exponential (2^label - 1); ideal from all labels (trec_eval) or from the retrieved list. 0 when IDCG@k = 0 (no positive label). Ignores the relevance threshold, as trec_eval.</source>
        <translation>NDCG@k = DCG@k / IDCG@k，两个求和都在 k 处截断：DCG@k = 对 i &lt;= k 求 gain(label_i) / log2(i + 1) 之和，IDCG@k 在理想排序上作同样计算。增益为线性（trec_eval）或指数（2^label - 1）；理想排序来自全部标注（trec_eval）或检索到的列表。IDCG@k = 0（没有正等级的标注）时为 0。与 trec_eval 一样不使用相关性阈值。</translation>
    </message>
    <message>
        <source>CG@k</source>
        <translation>CG@k</translation>
    </message>
    <message>
        <source>Cumulative gain at k</source>
        <translation>前 k 位累计增益</translation>
    </message>
    <message>
        <source>Sum of the gains of the top k items, without discount.</source>
        <translation>前 k 个条目的增益之和，不含折损。</translation>
    </message>
    <message>
        <source>DCG@k</source>
        <translation>DCG@k</translation>
    </message>
    <message>
        <source>Discounted cumulative gain at k</source>
        <translation>前 k 位折损累计增益</translation>
    </message>
    <message>
        <source>DCG@k = sum over i &lt;= k of gain(label_i) / log2(i + 1). Rank 2 weighs 0.63 of rank 1, rank 4 0.43, rank 10 0.29.</source>
        <translation>DCG@k = 对 i &lt;= k 求 gain(label_i) / log2(i + 1) 之和。第 2 位的权重是第 1 位的 0.63，第 4 位为 0.43，第 10 位为 0.29。</translation>
    </message>
    <message>
        <source>P@k</source>
        <translation>P@k</translation>
    </message>
    <message>
        <source>Precision at k</source>
        <translation>前 k 位精确率</translation>
    </message>
    <message>
        <source>P@k = (relevant items in the top k) / k. The denominator stays k even when fewer than k items were returned (trec_eval; some tools divide by the list length instead). Relevant means label &gt;= threshold; unlabelled items count as not relevant.</source>
        <translation>P@k = （前 k 位中的相关条目数）/ k。即使返回的条目少于 k 个，分母仍为 k（trec_eval；有些工具改为除以列表长度）。相关指标注等级 &gt;= 阈值；未标注条目视为不相关。</translation>
    </message>
    <message>
        <source>R@k</source>
        <translation>R@k</translation>
    </message>
    <message>
        <source>Recall at k</source>
        <translation>前 k 位召回率</translation>
    </message>
    <message>
        <source>R@k = (relevant items in the top k) / R, where R counts every relevant item of the query in the labels, retrieved or not. 0 when the query has no relevant item. Recall depends on how complete the labels are: unlabelled relevant items are invisible to it.</source>
        <translation>R@k = （前 k 位中的相关条目数）/ R，其中 R 是标注中该查询的全部相关条目数，无论是否被检索到。查询没有相关条目时为 0。召回率取决于标注是否完整：未标注的相关条目对它不可见。</translation>
    </message>
    <message>
        <source>R-Prec</source>
        <translation>R-Prec</translation>
    </message>
    <message>
        <source>R-Precision</source>
        <translation>R 精确率（R-Precision）</translation>
    </message>
    <message>
        <source>P@R where R is the number of relevant items of the query: relevant items in the top R divided by R (also when fewer than R items were returned). 0 when R = 0.</source>
        <translation>P@R，其中 R 是该查询的相关条目数：前 R 位中的相关条目数除以 R（返回的条目少于 R 个时也是如此）。R = 0 时为 0。</translation>
    </message>
    <message>
        <source>RR</source>
        <translation>RR</translation>
    </message>
    <message>
        <source>Reciprocal rank</source>
        <translation>倒数排名（RR）</translation>
    </message>
    <message>
        <source>1 / rank of the first relevant item in the whole list, 0 when none is retrieved (trec_eval&apos;s recip_rank has no cut-off). MRR is its mean over queries.</source>
        <translation>整个列表中第一个相关条目排名的倒数，没有检索到相关条目时为 0（trec_eval 的 recip_rank 不截断）。MRR（平均倒数排名）是它在所有查询上的平均值。</translation>
    </message>
    <message>
        <source>RR@k</source>
        <translation>RR@k</translation>
    </message>
    <message>
        <source>Reciprocal rank at k</source>
        <translation>前 k 位倒数排名</translation>
    </message>
    <message>
        <source>1 / rank of the first relevant item when it is within the top k, else 0. MRR@k is its mean. trec_eval has no cut version; RankLens prints it as RR_k.</source>
        <translation>第一个相关条目位于前 k 位时为其排名的倒数，否则为 0。MRR@k 是它的平均值。trec_eval 没有截断版本；RankLens 将其输出为 RR_k。</translation>
    </message>
    <message>
        <source>IDCG@k</source>
        <translation>IDCG@k</translation>
    </message>
    <message>
        <source>Ideal DCG at k</source>
        <translation>前 k 位理想折损累计增益（IDCG@k）</translation>
    </message>
    <message>
        <source>DCG@k of the ideal order (all labelled items sorted by grade, or the retrieved items re-sorted, per the ideal setting).</source>
        <translation>理想排序的 DCG@k（按理想排序设置，为全部已标注条目按等级排序，或将检索到的条目重新排序）。</translation>
    </message>
    <message>
        <source>RBP(p)</source>
        <translation>RBP(p)</translation>
    </message>
    <message>
        <source>Rank-biased precision</source>
        <translation>秩偏精度（RBP）</translation>
    </message>
    <message>
        <source>RBP res(p)</source>
        <translation>RBP 残差(p)</translation>
    </message>
    <message>
        <source>Rank-biased precision residual</source>
        <translation>秩偏精度残差</translation>
    </message>
    <message>
        <source>ERR@k</source>
        <translation>ERR@k</translation>
    </message>
    <message>
        <source>Expected reciprocal rank at k</source>
        <translation>前 k 位期望倒数排名</translation>
    </message>
    <message>
        <source>ERR@k = sum over r &lt;= k of (1/r) * R_r * prod over i &lt; r of (1 - R_i) (Chapelle et al. 2009): the user reads down and stops at rank r, satisfied, with probability R_r = (2^g - 1) / 2^gmax, g = the label clamped to 0..gmax (gmax: --err-max-grade, default 4 as gdeval). Unlabelled and negative labels stop nobody. Graded: ignores the relevance threshold and the NDCG gain setting. 0 for an empty list. Printed as err_cut_k; -m err@10 or err_cut.10.</source>
        <translation>ERR@k = 对 r &lt;= k 求和 (1/r) * R_r * 对 i &lt; r 求积 (1 - R_i)（Chapelle 等 2009）：用户自上而下阅读，在第 r 位满意并停止的概率为 R_r = (2^g - 1) / 2^gmax，g 为截到 0..gmax 的标签（gmax：--err-max-grade，默认 4，同 gdeval）。无标签和负标签不会让任何人停止。分级度量：忽略相关阈值和 NDCG 增益设置。空列表为 0。输出为 err_cut_k；-m err@10 或 err_cut.10。</translation>
    </message>
    <message>
        <source>nERR@k</source>
        <translation>nERR@k</translation>
    </message>
    <message>
        <source>nERR@k = ERR@k / ERR@k of the ideal order: the labels sorted by grade descending (all labelled items, or the retrieved ones re-sorted, per the ideal setting). In [0, 1]; 0 when no label is positive. Printed as nerr_cut_k; -m nerr@10.</source>
        <translation>nERR@k = ERR@k / 理想顺序的 ERR@k：标签按等级降序排列（全部有标签的条目，或按理想设置重新排序的返回条目）。取值 [0, 1]；没有正标签时为 0。输出为 nerr_cut_k；-m nerr@10。</translation>
    </message>
    <message>
        <source>α-nDCG@k</source>
        <translation>α-nDCG@k</translation>
    </message>
    <message>
        <source>From subtopic labels (qid subtopic docid judgment). An item&apos;s gain is the sum over the subtopics it is relevant to of (1 - alpha)^c, c = items above it already relevant to that subtopic: a subtopic seen again is worth less (alpha 0.5 by default, --alpha). alpha-DCG@k = sum over r &lt;= k of gain_r / log2(r + 1), divided by the alpha-DCG@k of the ideal order (Clarke et al. 2008). The ideal order is NP-hard to find; RankLens takes the standard greedy approximation (best next item at each rank, ties to the larger docid), as ndeval. 0 when the query has no subtopic with a relevant item. -m alpha_ndcg@10 prints alpha_ndcg_cut_10.</source>
        <translation>基于子主题标签（qid subtopic docid judgment）。条目的增益是对其相关的各子主题求和 (1 - alpha)^c，c 为排在它之前、已与该子主题相关的条目数：再次出现的子主题价值更低（alpha 默认 0.5，--alpha）。alpha-DCG@k = 对 r &lt;= k 求和 gain_r / log2(r + 1)，再除以理想顺序的 alpha-DCG@k（Clarke 等 2008）。理想顺序是 NP 难问题；RankLens 采用标准的贪心近似（每个位置取最佳的下一个条目，并列取 docid 较大者），与 ndeval 相同。查询没有含相关条目的子主题时为 0。-m alpha_ndcg@10 输出 alpha_ndcg_cut_10。</translation>
    </message>
    <message>
        <source>ERR-IA@k</source>
        <translation>ERR-IA@k</translation>
    </message>
    <message>
        <source>nERR-IA@k</source>
        <translation>nERR-IA@k</translation>
    </message>
    <message>
        <source>The sum of ERR-IA@k divided by the same sum for the greedy ideal order of alpha-nDCG (ndeval&apos;s nERR-IA, collection-dependent normalisation). In [0, 1] up to the greedy approximation. 0 without subtopics.</source>
        <translation>ERR-IA@k 的和除以 alpha-nDCG 贪心理想顺序的同一和（ndeval 的 nERR-IA，与集合相关的归一化）。在贪心近似的意义下取值 [0, 1]。没有子主题时为 0。</translation>
    </message>
    <message>
        <source>S-recall@k</source>
        <translation>S-recall@k</translation>
    </message>
    <message>
        <source>Subtopic recall at k</source>
        <translation>前 k 位子主题召回率</translation>
    </message>
    <message>
        <source>Subtopics with at least one relevant item in the top k, divided by the subtopics of the query that have any relevant item (Zhai et al. 2003; ndeval&apos;s strec). 0 without subtopics. -m srecall@10 prints strec_cut_10.</source>
        <translation>前 k 位中至少有一个相关条目的子主题数，除以该查询中有任何相关条目的子主题数（Zhai 等 2003；ndeval 的 strec）。没有子主题时为 0。-m srecall@10 输出 strec_cut_10。</translation>
    </message>
    <message>
        <source>ERR averaged over the query&apos;s subtopics (Chapelle et al. 2009), each subtopic equally likely, as ndeval computes it: a user with intent s stops at an item relevant to s with probability alpha, so the rank r adds (1/r) * sum over its subtopics of (1 - alpha)^c. The sum is divided by its largest possible value, sum over r &lt;= k of S * (1 - alpha)^(r-1) / r with S the query&apos;s subtopics (ndeval&apos;s collection-independent normalisation), so 1 is out of reach when a query has few relevant items. 0 without subtopics.</source>
        <translation>按查询的子主题平均的 ERR（Chapelle 等 2009），各子主题等可能，按 ndeval 的方式计算：意图为 s 的用户在与 s 相关的条目处以概率 alpha 停止，因此第 r 位贡献 (1/r) * 对其子主题求和 (1 - alpha)^c。该和除以其最大可能值，即对 r &lt;= k 求和 S * (1 - alpha)^(r-1) / r，S 为查询的子主题数（ndeval 与集合无关的归一化），因此相关条目很少的查询达不到 1。没有子主题时为 0。</translation>
    </message>
    <message>
        <source>Set P</source>
        <translation>集合 P</translation>
    </message>
    <message>
        <source>Set precision</source>
        <translation>集合精确率</translation>
    </message>
    <message>
        <source>Relevant returned items / returned items, over the whole returned list (no cut-off; P@k divides by k instead). 0 when nothing was returned. ir_measures: SetP.</source>
        <translation>返回的相关项 / 返回项，针对整个返回列表（无截断；P@k 则除以 k）。未返回任何项时为 0。ir_measures：SetP。</translation>
    </message>
    <message>
        <source>Set R</source>
        <translation>集合 R</translation>
    </message>
    <message>
        <source>Set recall</source>
        <translation>集合召回率</translation>
    </message>
    <message>
        <source>Relevant returned items / R, over the whole returned list: recall at the list&apos;s length. 0 when the query has no relevant item. ir_measures: SetR.</source>
        <translation>返回的相关项 / R，针对整个返回列表：即列表长度处的召回率。查询没有相关项时为 0。ir_measures：SetR。</translation>
    </message>
    <message>
        <source>Set F</source>
        <translation>集合 F</translation>
    </message>
    <message>
        <source>Set F measure</source>
        <translation>集合 F 值</translation>
    </message>
    <message>
        <source>Normalised ERR at k</source>
        <translation>前 k 位归一化 ERR</translation>
    </message>
    <message>
        <source>Alpha-nDCG at k</source>
        <translation>前 k 位 Alpha-nDCG</translation>
    </message>
    <message>
        <source>Intent-aware ERR at k</source>
        <translation>前 k 位意图感知 ERR</translation>
    </message>
    <message>
        <source>Normalised ERR-IA at k</source>
        <translation>前 k 位归一化 ERR-IA</translation>
    </message>
    <message>
        <source>set_F.x = (x + 1)·P·R / (x·P + R) with set precision P and set recall R; x weighs recall against precision (x = beta squared of F-beta; default 1: the harmonic mean). 0 when no relevant item was returned. As trec_eval: set_F without a parameter prints set_F, otherwise set_F_ and the parameter as typed (set_F.0.5 gives set_F_0.5, set_F.1.0 gives set_F_1.0), with one value, for the first weight given. ir_measures: SetF.</source>
        <translation>set_F.x = (x + 1)·P·R / (x·P + R)，P 为集合精确率，R 为集合召回率；x 衡量召回率相对精确率的权重（x = F-beta 中 beta 的平方；默认 1：调和平均）。没有返回任何相关条目时为 0。与 trec_eval 一致：不带参数的 set_F 输出为 set_F，否则为 set_F_ 加上原样输入的参数（set_F.0.5 输出 set_F_0.5，set_F.1.0 输出 set_F_1.0），只有一个值，按给出的第一个权重计算。ir_measures：SetF。</translation>
    </message>
    <message>
        <source>ILD@k</source>
        <translation>ILD@k</translation>
    </message>
    <message>
        <source>Intra-list diversity at k</source>
        <translation>前 k 项的列表内多样性</translation>
    </message>
    <message>
        <source>From item categories (--items): the share of the pairs of items in the top k whose categories differ, i.e. ILD with distance 1 between different categories and 0 within one (Ziegler et al. 2005). Items without a category are left out of the pairs; fewer than two categorised items: 0. All one category: 0. -m ild@10 prints ild_cut_10.</source>
        <translation>基于物品类别（--items）：前 k 项中类别不同的物品对所占的比例，即类别不同时距离为 1、相同时为 0 的 ILD（Ziegler 等，2005）。没有类别的物品不参与配对；有类别的物品少于两个时为 0。全部属于同一类别时为 0。-m ild@10 输出 ild_cut_10。</translation>
    </message>
    <message>
        <source>CatCov@k</source>
        <translation>类别覆盖@k</translation>
    </message>
    <message>
        <source>Category coverage at k</source>
        <translation>前 k 项的类别覆盖率</translation>
    </message>
    <message>
        <source>From item categories (--items): distinct categories among the top k items divided by the categories of the catalogue (every non-empty category of the item metadata). 0 when the catalogue has no categories. -m catcov@10 prints catcov_cut_10.</source>
        <translation>基于物品类别（--items）：前 k 项中不同类别的数量除以目录中的类别数（物品元数据中所有非空类别）。目录没有类别时为 0。-m catcov@10 输出 catcov_cut_10。</translation>
    </message>
    <message>
        <source>Novelty@k</source>
        <translation>新颖性@k</translation>
    </message>
    <message>
        <source>Novelty at k (self-information)</source>
        <translation>前 k 项的新颖性（自信息）</translation>
    </message>
    <message>
        <source>Mean self-information -log2(pop(i) / N) of the top k items, pop(i) = the users (lists) that have item i and N = the users popularity was counted over (Zhou et al. 2010; Microsoft Recommenders&apos; novelty per user). Higher = less popular items. Items without popularity are left out (their self-information is undefined); none left: 0. Popularity: --popularity (every output states the source). -m novelty@10 prints novelty_cut_10.</source>
        <translation>前 k 项的平均自信息 -log2(pop(i) / N)，pop(i) = 拥有物品 i 的用户（列表）数，N = 统计流行度时的用户数（Zhou 等，2010；Microsoft Recommenders 的每用户新颖性）。越高表示物品越冷门。没有流行度的物品不计入（其自信息无定义）；全部不计入时为 0。流行度来源：--popularity（每种输出都会注明来源）。-m novelty@10 输出 novelty_cut_10。</translation>
    </message>
    <message>
        <source>ARP@k</source>
        <translation>ARP@k</translation>
    </message>
    <message>
        <source>Average recommendation popularity at k</source>
        <translation>前 k 项的平均推荐流行度</translation>
    </message>
    <message>
        <source>Mean popularity pop(i) of the top k items (Abdollahpouri et al. 2019; RecBole&apos;s AveragePopularity); an item without popularity counts 0. A list shorter than k is averaged over its own length. Popularity: --popularity (every output states the source). -m arp@10 prints arp_cut_10.</source>
        <translation>前 k 项的平均流行度 pop(i)（Abdollahpouri 等，2019；RecBole 的 AveragePopularity）；没有流行度的物品计为 0。列表短于 k 时按其自身长度平均。流行度来源：--popularity（每种输出都会注明来源）。-m arp@10 输出 arp_cut_10。</translation>
    </message>
    <message>
        <source>LT@k</source>
        <translation>长尾@k</translation>
    </message>
    <message>
        <source>Long-tail share at k</source>
        <translation>前 k 项的长尾占比</translation>
    </message>
    <message>
        <source>Share of the top k items in the long tail: every item outside the short head, the most popular items that together hold 20 % of all popularity (Abdollahpouri et al. 2019). Items without popularity are in the tail. A list shorter than k is averaged over its own length. -m longtail@10 prints longtail_cut_10.</source>
        <translation>前 k 项中属于长尾的物品比例：短头（最流行、合计占全部流行度 20 % 的物品）之外的所有物品（Abdollahpouri 等，2019）。没有流行度的物品属于长尾。列表短于 k 时按其自身长度平均。-m longtail@10 输出 longtail_cut_10。</translation>
    </message>
    <message>
        <source>Gini@k</source>
        <translation>基尼@k</translation>
    </message>
    <message>
        <source>Gini index of item exposure at k</source>
        <translation>前 k 项物品曝光的基尼系数</translation>
    </message>
    <message>
        <source>How unequally the catalogue&apos;s items appear in the top k of all lists: exposure x_i = lists holding item i in their top k, items sorted ascending, Gini = sum over i of (2i - n - 1) x_i / (n * sum x) over the n items of the catalogue (item metadata and every item shown; never shown = 0), as RecBole&apos;s GiniIndex. 0 = every item equally often, near 1 = a few items take all. One value for the whole run; no per-query value. -m gini@10 prints gini_10.</source>
        <translation>目录中的物品在所有列表前 k 项中出现的不均衡程度：曝光 x_i = 前 k 项中包含物品 i 的列表数，物品按升序排列，基尼系数 = 对 i 求和 (2i - n - 1) x_i / (n * sum x)，n 为目录中的物品数（物品元数据及所有展示过的物品；从未展示的计为 0），与 RecBole 的 GiniIndex 相同。0 = 每个物品出现次数相同，接近 1 = 少数物品占据全部。整个运行只有一个值，没有逐查询的值。-m gini@10 输出 gini_10。</translation>
    </message>
    <message>
        <source>RBP@k</source>
        <translation>RBP@k</translation>
    </message>
    <message>
        <source>Rank-biased precision of the top k</source>
        <translation>前 k 位的秩偏精度</translation>
    </message>
    <message>
        <source>RBP@k = (1 - p) * sum over ranks i &lt;= k of rel_i * p^(i-1): RBP(p) counting only the top k, so it can be drawn as a curve over k. rel_i as in rbp (label &gt;= threshold, unlabelled items 0). p is a definition (--rbp-p, default 0.8; the ranking view&apos;s RBP box sets the same p). From k = list length on it equals rbp at that p; it never exceeds 1 - p^k. Empty list: 0. p close to 1: close to 0. -m rbp_cut.10 or rbp_cut@10 prints rbp_cut_10.</source>
        <translation>RBP@k = (1 - p) * 对排名 i &lt;= k 求和 rel_i * p^(i-1)：只计前 k 位的 RBP(p)，因此可以画成随 k 变化的曲线。rel_i 与 rbp 相同（标签 &gt;= 阈值，无标签的条目为 0）。p 是一项定义（--rbp-p，默认 0.8；排名视图的 RBP 框设置的是同一个 p）。k 达到列表长度后它等于该 p 下的 rbp；它不会超过 1 - p^k。空列表：0。p 接近 1：接近 0。-m rbp_cut.10 或 rbp_cut@10 输出 rbp_cut_10。</translation>
    </message>
    <message>
        <source>For a recall level p, the highest precision reached at any rank whose recall is at least p (levels are turned into counts of relevant items as floor(p*R + 0.9), as trec_eval 9.0.8; lround(p*R) under --trec-eval-version 10.0). Levels that the list never reaches score 0.</source>
        <translation>对召回率水平 p，取召回率不低于 p 的所有排名上达到的最高精确率（与 trec_eval 9.0.8 相同，水平按 floor(p*R + 0.9) 换算为相关条目数；使用 --trec-eval-version 10.0 时按 lround(p*R) 换算）。列表始终达不到的水平记为 0。</translation>
    </message>
    <message>
        <source>relstring</source>
        <translation>relstring</translation>
    </message>
    <message>
        <source>Relevance string of the top ranks</source>
        <translation>前若干位的相关性字符串</translation>
    </message>
    <message>
        <source>Not a number: per query, one character per rank of the top N (default 10; relstring.20 for 20, printed relstring_20): the label 0-9, &apos;&gt;&apos; for a label above 9, &apos;-&apos; for an item without a label, &apos;.&apos; for a negative label (in the pool, not judged). A list shorter than N gives a shorter string. Printed per query only (no summary), quoted, as trec_eval.</source>
        <translation>不是数值：每个查询在前 N 位（默认 10；relstring.20 表示 20，输出为 relstring_20）中每个排名对应一个字符：标签 0-9；标签大于 9 时为 &apos;&gt;&apos;；无标签的条目为 &apos;-&apos;；负标签（在候选池中但未标注）为 &apos;.&apos;。列表短于 N 时字符串也相应变短。与 trec_eval 相同，只按查询输出（没有汇总值），并加引号。</translation>
    </message>
    <message>
        <source>infAP</source>
        <translation>infAP</translation>
    </message>
    <message>
        <source>Inferred average precision</source>
        <translation>推断平均精度（infAP）</translation>
    </message>
    <message>
        <source>AP estimated from a sampled pool (Yilmaz &amp; Aslam 2006): items without a label are skipped, items with a negative label are pooled but not judged. For a relevant item at rank k &gt; 1 it adds 1/k + ((k-1)/k) * (pooled above / (k-1)) * ((rel above + e) / (judged above + 2e)), e = 0.00001; at rank 1 it adds 1. The sum is divided by R. With complete judgments it equals AP.</source>
        <translation>由抽样候选池估计的 AP（Yilmaz &amp; Aslam 2006）：无标签的条目被跳过，带负标签的条目在候选池中但未标注。对第 k &gt; 1 位上的相关条目，累加 1/k + ((k-1)/k) * (上方入池条目数 / (k-1)) * ((上方相关条目数 + e) / (上方已标注条目数 + 2e))，其中 e = 0.00001，“上方”指排在该条目之前；第 1 位上的相关条目累加 1。总和除以 R。标注完整时它等于 AP。</translation>
    </message>
    <message>
        <source>GM-bpref</source>
        <translation>GM-bpref</translation>
    </message>
    <message>
        <source>Geometric mean bpref</source>
        <translation>几何平均 bpref（GM-bpref）</translation>
    </message>
    <message>
        <source>Per query the same value as bpref; the summary is the geometric mean over queries, exp(mean(log(max(bpref, 0.00001)))). trec_eval prints it only in the summary.</source>
        <translation>每个查询的值与 bpref 相同；汇总值是所有查询上的几何平均 exp(mean(log(max(bpref, 0.00001))))。trec_eval 只在汇总中输出它。</translation>
    </message>
    <message>
        <source>R-Prec(x)</source>
        <translation>R-Prec(x)</translation>
    </message>
    <message>
        <source>Precision at a multiple of R</source>
        <translation>R 的倍数处的精确率</translation>
    </message>
    <message>
        <source>Precision at rank (long)(x * R + 0.9) for each multiple x (default 0.2, 0.4, ..., 2.0): Rprec_mult_1.00 is R-precision. A cut-off beyond the list divides the relevant items retrieved by the cut-off; a cut-off of 0 scores 0. Printed Rprec_mult_0.20.</source>
        <translation>对每个倍数 x（默认 0.2, 0.4, ..., 2.0），取第 (long)(x * R + 0.9) 位处的精确率：Rprec_mult_1.00 即 R 精确率。截断位置超出列表时，用检索到的相关条目数除以截断位置；截断位置为 0 时记 0。输出为 Rprec_mult_0.20。</translation>
    </message>
    <message>
        <source>utility</source>
        <translation>utility</translation>
    </message>
    <message>
        <source>Set utility</source>
        <translation>集合效用</translation>
    </message>
    <message>
        <source>a * relevant retrieved + b * non-relevant retrieved + c * relevant missed + d * non-relevant missed, with utility.a,b,c,d (default 1,-1,0,0; printed utility_a,b,c,d as typed). The collection size in the last term is -N (default 0), as trec_eval -N. Another number of coefficients is refused, as trec_eval does (exit code 4). A query the run missed scores 0.</source>
        <translation>a * 检索到的相关条目数 + b * 检索到的不相关条目数 + c * 未检索到的相关条目数 + d * 未检索到的不相关条目数，系数由 utility.a,b,c,d 给出（默认 1,-1,0,0；按输入原样输出为 utility_a,b,c,d）。最后一项所用的文档集大小由 -N 给出（默认 0），与 trec_eval 的 -N 相同。系数个数不是 4 个时拒绝计算，与 trec_eval 一致（退出码 4）。排序结果缺失的查询记 0。</translation>
    </message>
    <message>
        <source>11pt</source>
        <translation>11pt</translation>
    </message>
    <message>
        <source>11-point interpolated average precision</source>
        <translation>11 点插值平均精度</translation>
    </message>
    <message>
        <source>The mean of iprec_at_recall over the recall levels 0.0, 0.1, ..., 1.0 (or the levels given, 11pt_avg..25,.5,.75, printed 11pt_avg_.25,.5,.75). Levels become counts of relevant items as iprec_at_recall does (9.0.8: (long)(p*R + 0.9); 10.0: lround(p*R)). 0 for an empty list.</source>
        <translation>iprec_at_recall 在召回率水平 0.0, 0.1, ..., 1.0（或给定的水平，例如 11pt_avg..25,.5,.75，输出为 11pt_avg_.25,.5,.75）上的平均值。水平换算为相关条目数的方式与 iprec_at_recall 相同（9.0.8：(long)(p*R + 0.9)；10.0：lround(p*R)）。空列表为 0。</translation>
    </message>
    <message>
        <source>binG</source>
        <translation>binG</translation>
    </message>
    <message>
        <source>Binary G</source>
        <translation>二元 G</translation>
    </message>
    <message>
        <source>For each retrieved relevant item, 1 / log2(2 + non-relevant or unlabelled items above it), summed and divided by R: a gain discounted by the user&apos;s wasted effort rather than by rank. 0 when nothing relevant is retrieved.</source>
        <translation>对每个检索到的相关条目计算 1 / log2(2 + 排在它之前的不相关或无标签条目数)，求和后除以 R：增益按用户白费的工夫而不是按排名折损。没有检索到相关条目时为 0。</translation>
    </message>
    <message>
        <source>G</source>
        <translation>G</translation>
    </message>
    <message>
        <source>Normalised graded gain</source>
        <translation>归一化分级增益</translation>
    </message>
    <message>
        <source>Sum over ranks i of gain_i / log2(2 + cost_i - gain so far), where cost_i adds up, rank by rank, the ideal gain at that rank but at least 1; divided by the sum of all ideal gains. Gains: the label unless level=gain pairs say otherwise (G.1=3,2=9). 0 when no label is positive.</source>
        <translation>对各排名 i 求和 gain_i / log2(2 + cost_i - 已累计的增益)，其中 cost_i 逐位累加理想排序在该位的增益，但每位至少计 1；再除以全部理想增益之和。增益：取标签本身，除非用 level=gain 对另行指定（G.1=3,2=9）。没有正标签时为 0。</translation>
    </message>
    <message>
        <source>dcg</source>
        <translation>dcg</translation>
    </message>
    <message>
        <source>Discounted cumulative gain (trec_eval 10.0)</source>
        <translation>折损累计增益（trec_eval 10.0）</translation>
    </message>
    <message>
        <source>trec_eval 10.0&apos;s dcg: sum over the whole list of gain / log2(rank + 1), the numerator of ndcg. Gains: the label unless level=gain pairs say otherwise. Not in trec_eval 9.0.8 (a command naming it is evaluated as trec_eval 10.0); only when asked (not in all_trec); RankLens&apos; DCG@k is DCG.</source>
        <translation>trec_eval 10.0 的 dcg：对整个列表求和 gain / log2(rank + 1)，即 ndcg 的分子。增益：取标签本身，除非用 level=gain 对另行指定。trec_eval 9.0.8 没有此指标（请求它的命令按 trec_eval 10.0 计算）；仅在明确请求时计算（不在 all_trec 中）；RankLens 自己的 DCG@k 是指标 DCG。</translation>
    </message>
    <message>
        <source>ideal_dcg</source>
        <translation>ideal_dcg</translation>
    </message>
    <message>
        <source>Ideal DCG (trec_eval 10.0)</source>
        <translation>理想 DCG（trec_eval 10.0）</translation>
    </message>
    <message>
        <source>trec_eval 10.0&apos;s ideal_dcg: the DCG of all labelled items in the ideal order, the denominator of ndcg (not cut at the list&apos;s length). Not in trec_eval 9.0.8 (a command naming it is evaluated as trec_eval 10.0); only when asked (not in all_trec).</source>
        <translation>trec_eval 10.0 的 ideal_dcg：全部已标注条目按理想排序计算的 DCG，即 ndcg 的分母（不在列表长度处截断）。trec_eval 9.0.8 没有此指标（请求它的命令按 trec_eval 10.0 计算）；仅在明确请求时计算（不在 all_trec 中）。</translation>
    </message>
    <message>
        <source>ndcg_rel</source>
        <translation>ndcg_rel</translation>
    </message>
    <message>
        <source>NDCG averaged over relevant items</source>
        <translation>按相关条目平均的 NDCG</translation>
    </message>
    <message>
        <source>The mean, over the relevant items of the ideal (labels with a positive gain), of NDCG at the rank of each such item retrieved (DCG and ideal DCG cut there), and of the whole list&apos;s NDCG for each one not retrieved: the NDCG analogue of AP. 0 when no label is positive.</source>
        <translation>对理想排序中的各相关条目（增益为正的标签）取平均：检索到的条目取其所在排名处的 NDCG（DCG 和理想 DCG 都在该处截断），未检索到的条目取整个列表的 NDCG；即 NDCG 版本的 AP。没有正标签时为 0。</translation>
    </message>
    <message>
        <source>Rndcg</source>
        <translation>Rndcg</translation>
    </message>
    <message>
        <source>NDCG at the ideal&apos;s gain boundaries</source>
        <translation>理想排序增益分界处的 NDCG</translation>
    </message>
    <message>
        <source>The mean of NDCG taken at every rank where the ideal order&apos;s gain drops (the ends of its grade levels, the last one at R) and, when the list is longer than the ideal, over the whole list: with binary labels it is NDCG at R. 0 when the query has no relevant item (label &gt;= threshold).</source>
        <translation>在理想排序增益下降的每个排名处（各等级段的末尾，最后一段止于 R）取 NDCG，列表比理想排序长时再加上整个列表的 NDCG，对这些值取平均：二元标签下它就是第 R 位的 NDCG。查询没有相关条目（标签 &gt;= 阈值）时为 0。</translation>
    </message>
    <message>
        <source>relP@k</source>
        <translation>relP@k</translation>
    </message>
    <message>
        <source>Relative precision at k</source>
        <translation>前 k 位相对精确率</translation>
    </message>
    <message>
        <source>Relevant items in the top k divided by min(k, R): precision that a perfect list can reach 1 on even when R &lt; k. 0 when the query has no relevant item.</source>
        <translation>前 k 位中的相关条目数除以 min(k, R)：即使 R &lt; k，完美列表也能达到 1 的精确率。查询没有相关条目时为 0。</translation>
    </message>
    <message>
        <source>Set relP</source>
        <translation>集合 relP</translation>
    </message>
    <message>
        <source>Set relative precision</source>
        <translation>集合相对精确率</translation>
    </message>
    <message>
        <source>Relevant returned items / min(returned items, R), over the whole returned list. 0 when nothing was returned or the query has no relevant item.</source>
        <translation>返回的相关条目数 / min(返回条目数, R)，针对整个返回列表。未返回任何条目或查询没有相关条目时为 0。</translation>
    </message>
    <message>
        <source>Set AP</source>
        <translation>集合 AP</translation>
    </message>
    <message>
        <source>Set average precision</source>
        <translation>集合平均精度</translation>
    </message>
    <message>
        <source>Set precision times set recall, (relevant returned)^2 / (returned * R): what AP would be with the relevant items spread evenly over the list. 0 when nothing was returned or R = 0.</source>
        <translation>集合精确率乘以集合召回率，即 (返回的相关条目数)^2 / (返回条目数 * R)：相关条目在列表中均匀分布时 AP 的值。未返回任何条目或 R = 0 时为 0。</translation>
    </message>
    <message>
        <source>#nonrel ret</source>
        <translation>#nonrel ret</translation>
    </message>
    <message>
        <source>Number of judged non-relevant retrieved items</source>
        <translation>检索到的已标注不相关条目数</translation>
    </message>
    <message>
        <source>Retrieved items with a label &gt;= 0 below the threshold (unlabelled and negative labels not counted). The summary is the sum over queries.</source>
        <translation>标签 &gt;= 0 且低于阈值的已检索条目数（无标签和负标签的条目不计）。汇总值是所有查询之和。</translation>
    </message>
    <message>
        <source>yaap</source>
        <translation>yaap</translation>
    </message>
    <message>
        <source>Yet another AP (log odds of AP)</source>
        <translation>又一种 AP（AP 的对数几率）</translation>
    </message>
    <message>
        <source>log((1 + S) / (1 + R - S)) with S = the sum of precision at each relevant retrieved rank (S / R is AP): AP&apos;s log odds, unbounded, 0 at AP = 0.5 with R = 1. Not in all_trec: only when asked. A query the run missed scores 0 (9.0.8); 10.0 scores its one-item stand-in list, log(1 / (1 + R)).</source>
        <translation>log((1 + S) / (1 + R - S))，其中 S 为各检索到的相关条目所在排名处的精确率之和（S / R 即 AP）：AP 的对数几率，无界，R = 1 且 AP = 0.5 时为 0。不在 all_trec 中：仅在明确请求时计算。排序结果缺失的查询记 0（9.0.8）；10.0 则对其只含一个条目的替代列表计分，即 log(1 / (1 + R))。</translation>
    </message>
    <message>
        <source>rbp</source>
        <translation>rbp</translation>
    </message>
    <message>
        <source>Rank-biased precision (trec_eval 10.0)</source>
        <translation>秩偏精度（trec_eval 10.0）</translation>
    </message>
    <message>
        <source>trec_eval 10.0&apos;s RBP: (1 - p) * sum over ranks i of gain_i * p^(i-1), p = 0.9 unless rbp.p=0.8 (printed rbp_p=0.8). Graded: the gain is the label, rescaled to [0, 1] by the query&apos;s largest label when any label exceeds 1; ignores the relevance threshold. Not in trec_eval 9.0.8 (a command naming it is evaluated as trec_eval 10.0); RankLens&apos; binary RBP at several p is rbp_ranklens (rbp.0.9, a bare p, is rbp_ranklens.0.9).</source>
        <translation>trec_eval 10.0 的 RBP：(1 - p) * 对各排名 i 求和 gain_i * p^(i-1)，p = 0.9，除非用 rbp.p=0.8 另行指定（输出为 rbp_p=0.8）。分级指标：增益为标签本身，若有标签大于 1，则除以该查询的最大标签缩放到 [0, 1]；不使用相关性阈值。trec_eval 9.0.8 没有此指标（请求它的命令按 trec_eval 10.0 计算）；RankLens 自己的、可取多个 p 的二元 RBP 是 rbp_ranklens（rbp.0.9 这种只写 p 的写法即 rbp_ranklens.0.9）。</translation>
    </message>
    <message>
        <source>rbp_resid</source>
        <translation>rbp_resid</translation>
    </message>
    <message>
        <source>RBP residual (trec_eval 10.0)</source>
        <translation>RBP 残差（trec_eval 10.0）</translation>
    </message>
    <message>
        <source>trec_eval 10.0&apos;s residual: when the list holds an unlabelled item, p^n + (1 - p) * sum over unlabelled ranks i of p^(i-1) (n = the list&apos;s length); 0 when every returned item is labelled, the tail below the list ignored then. p = 0.9 unless rbp_resid.p=0.8. Not in trec_eval 9.0.8 (a command naming it is evaluated as trec_eval 10.0); RankLens&apos; residual that always counts the tail is rbp_resid_ranklens.</source>
        <translation>trec_eval 10.0 的残差：列表中有无标签条目时，为 p^n + (1 - p) * 对无标签排名 i 求和 p^(i-1)（n 为列表长度）；返回的条目全部有标签时为 0，此时忽略列表之后的尾部。p = 0.9，除非用 rbp_resid.p=0.8 另行指定。trec_eval 9.0.8 没有此指标（请求它的命令按 trec_eval 10.0 计算）；RankLens 自己的、总是计入尾部的残差是 rbp_resid_ranklens。</translation>
    </message>
    <message>
        <source>unj@k</source>
        <translation>unj@k</translation>
    </message>
    <message>
        <source>Unjudged at k (trec_eval 10.0)</source>
        <translation>前 k 位未标注率（trec_eval 10.0）</translation>
    </message>
    <message>
        <source>Items without a label (or with a negative one) in the top k, divided by k (default k = 5, 10, 20): a list shorter than k counts the missing ranks as judged. A red flag: high values mean the labels do not cover the run. Not in trec_eval 9.0.8 (a command naming it is evaluated as trec_eval 10.0); judged@k is its complement over min(k, list length).</source>
        <translation>前 k 位中无标签（或负标签）的条目数除以 k（默认 k = 5, 10, 20）：列表短于 k 时，缺少的排名视为已标注。这是一个警示信号：值高说明标注没有覆盖该排序结果。trec_eval 9.0.8 没有此指标（请求它的命令按 trec_eval 10.0 计算）；judged@k 是它的补数，但以 min(k, 列表长度) 为分母。</translation>
    </message>
    <message>
        <source>RBP(p) = (1 - p) * sum over ranks i of rel_i * p^(i-1) (Moffat &amp; Zobel 2008): a user reads rank 1, then goes on to the next rank with probability p (persistence; 0.5 impatient, 0.8 typical, 0.95 patient). rel_i = 1 when label &gt;= threshold, else 0 (unlabelled items count as 0). No cut-off and no normalisation by the labels: a query with no relevant item scores 0, and the unread tail is reported by rbp_resid_ranklens. -m rbp_ranklens.0.8 (or rbp@0.8) prints rbp_ranklens_0.80. p lies in (0, 1), as for --rbp-p. trec_eval 10.0&apos;s rbp (graded, one p) is rbp.</source>
        <translation>RBP(p) = (1 - p) * 对各排名 i 求和 rel_i * p^(i-1)（Moffat &amp; Zobel 2008）：用户先看第 1 位，然后以概率 p（坚持度；0.5 没耐心，0.8 常见，0.95 有耐心）继续看下一位。标签 &gt;= 阈值时 rel_i = 1，否则为 0（无标签的条目计为 0）。没有截断，也不按标签归一化：没有相关条目的查询得 0，未读到的尾部由 rbp_resid_ranklens 报告。-m rbp_ranklens.0.8（或 rbp@0.8）输出 rbp_ranklens_0.80。p 取值于 (0, 1)，与 --rbp-p 相同。trec_eval 10.0 的 rbp（分级，单个 p）是 rbp。</translation>
    </message>
    <message>
        <source>The most RBP(p) could still rise: (1 - p) * sum over unlabelled ranks i of p^(i-1), plus p^n for everything below the n returned items (Moffat &amp; Zobel 2008). The true RBP lies in [rbp_ranklens, rbp_ranklens + rbp_resid_ranklens]. A large residual means the labels are too shallow for this p. Empty list: 1. Note: trec_eval 10.0&apos;s rbp_resid prints 0 when no returned item is unlabelled (it ignores the tail then); RankLens&apos; residual always adds it.</source>
        <translation>RBP(p) 最多还能增加多少：(1 - p) * 对无标签排名 i 求和 p^(i-1)，再加上返回的 n 个条目之后所有内容的 p^n（Moffat &amp; Zobel 2008）。真实的 RBP 位于 [rbp_ranklens, rbp_ranklens + rbp_resid_ranklens] 之间。残差大说明对这个 p 而言标注太浅。空列表：1。注意：返回的条目都有标签时，trec_eval 10.0 的 rbp_resid 输出 0（此时忽略尾部）；RankLens 的残差总是加上尾部。</translation>
    </message>
    <message>
        <source>#prefs</source>
        <translation>#prefs</translation>
    </message>
    <message>
        <source>Number of possible preferences</source>
        <translation>可能的偏好数</translation>
    </message>
    <message>
        <source>Preferences stated by the judgments (-R prefs or qrels_prefs), whatever was retrieved: in each judgment group (jg), every doc of a sub-group over every doc with a lower level there, plus the transitive ones when a jg has several sub-groups; a pair counts once per jg. Summed over the jgs; the summary is the sum over queries.</source>
        <translation>标注（-R prefs 或 qrels_prefs）所表达的偏好数，与检索结果无关：在每个评判组（jg）中，每个子组的每篇文档都优于该组内等级更低的每篇文档；jg 含多个子组时还要加上由传递性得到的偏好；每个文档对在每个 jg 中只计一次。对各 jg 求和；汇总值是所有查询之和。</translation>
    </message>
    <message>
        <source>#prefs ful</source>
        <translation>#prefs ful</translation>
    </message>
    <message>
        <source>Number of fulfilled preferences</source>
        <translation>满足的偏好数</translation>
    </message>
    <message>
        <source>Preferences a over b the ranking fulfils: both retrieved and a above b, or only a retrieved (implied). Neither retrieved: not fulfilled. The summary is the sum over queries.</source>
        <translation>排序所满足的偏好（a 优于 b）数：两者都被检索到且 a 排在 b 之前，或只检索到 a（隐含满足）。两者都未检索到：不算满足。汇总值是所有查询之和。</translation>
    </message>
    <message>
        <source>#prefs ful ret</source>
        <translation>#prefs ful ret</translation>
    </message>
    <message>
        <source>Number of fulfilled preferences among retrieved docs</source>
        <translation>检索到的文档中满足的偏好数</translation>
    </message>
    <message>
        <source>Preferences a over b with both docs retrieved and a ranked above b. The summary is the sum over queries.</source>
        <translation>两篇文档都被检索到且 a 排在 b 之前的偏好（a 优于 b）数。汇总值是所有查询之和。</translation>
    </message>
    <message>
        <source>Prefs</source>
        <translation>Prefs</translation>
    </message>
    <message>
        <source>Fulfilled preferences / possible preferences</source>
        <translation>满足的偏好数 / 可能的偏好数</translation>
    </message>
    <message>
        <source>Fulfilled / possible preferences over all jgs together (retrieved, implied and not retrieved pairs; a pair fulfilled for two jgs counts twice, so contradicting jgs keep it below 1). 0 without any preference. The ranking: score descending, equal scores in ascending docid order.</source>
        <translation>把所有 jg 合在一起计算的满足偏好数 / 可能偏好数（包括已检索、隐含和未检索的文档对；在两个 jg 中都满足的文档对计两次，因此相互矛盾的 jg 会使它低于 1）。没有任何偏好时为 0。排序：按得分降序，得分相同时按 docid 升序。</translation>
    </message>
    <message>
        <source>Prefs pair</source>
        <translation>Prefs pair</translation>
    </message>
    <message>
        <source>Preference ratio per doc pair</source>
        <translation>按文档对计算的偏好比例</translation>
    </message>
    <message>
        <source>Mean over doc pairs with a preference in some jg of the share of those preferences that favour the better-ranked doc (3 jgs for, 2 against: 3/5); a pair with neither doc retrieved scores 0. Equals prefs_simp when no pair is judged by two jgs. 0 without pairs.</source>
        <translation>对在某个 jg 中有偏好的各文档对，计算这些偏好中偏向排名较前文档的比例（3 个 jg 赞成、2 个反对：3/5），再对文档对取平均；两篇文档都未检索到的文档对记 0。没有文档对被两个 jg 同时评判时，它等于 prefs_simp。没有文档对时为 0。</translation>
    </message>
    <message>
        <source>Prefs avg jg</source>
        <translation>Prefs avg jg</translation>
    </message>
    <message>
        <source>Fulfilled / possible preferences, averaged over judgment groups</source>
        <translation>满足偏好数 / 可能偏好数，按评判组平均</translation>
    </message>
    <message>
        <source>fulfilled_jg / possible_jg per judgment group (a jg without preferences adds 0), averaged over the query&apos;s jgs, so a user with many preferences does not outweigh one with few. 0 when every ratio is 0.</source>
        <translation>对每个评判组计算 fulfilled_jg / possible_jg（没有偏好的 jg 计 0），再对该查询的各 jg 取平均，这样偏好多的用户不会压过偏好少的用户。所有比值都为 0 时为 0。</translation>
    </message>
    <message>
        <source>Prefs Rnonrel</source>
        <translation>Prefs Rnonrel</translation>
    </message>
    <message>
        <source>Preferences per judgment group, non-relevant docs set to R</source>
        <translation>按评判组计算的偏好，不相关文档数取为 R</translation>
    </message>
    <message>
        <source>prefs_avgjg with each jg&apos;s non-relevant docs (level 0) made as many as its relevant ones R (level &gt; 0; bpref-like): with N &lt; R non-relevant docs, R - N fulfilled preferences are added for every relevant retrieved doc (R - N possible for every relevant doc); with N &gt; R only the first R non-relevant docs in ranking order count (trec_eval&apos;s recount, kept as it is). A jg whose ratio is 0/0 makes the query 0, as in trec_eval.</source>
        <translation>将每个 jg 的不相关文档（等级 0）数调整为与其相关文档数 R（等级 &gt; 0）相同后的 prefs_avgjg（类似 bpref）：不相关文档数 N &lt; R 时，每篇检索到的相关文档增加 R - N 个满足的偏好（每篇相关文档增加 R - N 个可能的偏好）；N &gt; R 时只计按排序顺序的前 R 篇不相关文档（沿用 trec_eval 的重新计数方式，原样保留）。与 trec_eval 相同，只要有一个 jg 的比值为 0/0，该查询就记 0。</translation>
    </message>
    <message>
        <source>Prefs ret</source>
        <translation>Prefs ret</translation>
    </message>
    <message>
        <source>Fulfilled / possible preferences among retrieved docs</source>
        <translation>检索到的文档中的满足偏好数 / 可能偏好数</translation>
    </message>
    <message>
        <source>prefs_simp over the preferences whose two docs are both retrieved. 0 without such preferences.</source>
        <translation>只统计两篇文档都被检索到的偏好的 prefs_simp。没有这样的偏好时为 0。</translation>
    </message>
    <message>
        <source>Prefs pair ret</source>
        <translation>Prefs pair ret</translation>
    </message>
    <message>
        <source>Preference ratio per pair of retrieved docs</source>
        <translation>按检索到的文档对计算的偏好比例</translation>
    </message>
    <message>
        <source>prefs_pair over the pairs whose two docs are both retrieved. 0 without such pairs.</source>
        <translation>只统计两篇文档都被检索到的文档对的 prefs_pair。没有这样的文档对时为 0。</translation>
    </message>
    <message>
        <source>Prefs avg jg ret</source>
        <translation>Prefs avg jg ret</translation>
    </message>
    <message>
        <source>Preferences among retrieved docs, averaged over judgment groups</source>
        <translation>检索到的文档中的偏好，按评判组平均</translation>
    </message>
    <message>
        <source>prefs_avgjg over the preferences whose two docs are both retrieved.</source>
        <translation>只统计两篇文档都被检索到的偏好的 prefs_avgjg。</translation>
    </message>
    <message>
        <source>Prefs Rnonrel ret</source>
        <translation>Prefs Rnonrel ret</translation>
    </message>
    <message>
        <source>Preferences among retrieved docs, non-relevant set to R</source>
        <translation>检索到的文档中的偏好，不相关文档数取为 R</translation>
    </message>
    <message>
        <source>prefs_avgjg_Rnonrel over retrieved docs only: R and N are the relevant and non-relevant retrieved docs of each jg (the possible preferences added for N &lt; R still use every relevant doc, as trec_eval). A jg with nothing relevant or non-relevant retrieved gives 0/0 and makes the query 0.</source>
        <translation>只统计检索到的文档的 prefs_avgjg_Rnonrel：R 和 N 为每个 jg 中检索到的相关和不相关文档数（与 trec_eval 相同，N &lt; R 时增加的可能偏好仍按全部相关文档计算）。某个 jg 没有检索到相关或不相关文档时得到 0/0，该查询记 0。</translation>
    </message>
    <message>
        <source>Prefs imp</source>
        <translation>Prefs imp</translation>
    </message>
    <message>
        <source>Fulfilled / possible preferences with a retrieved doc</source>
        <translation>含检索到文档的满足偏好数 / 可能偏好数</translation>
    </message>
    <message>
        <source>prefs_simp over the preferences with at least one doc retrieved (both, or implied: only one). 0 without such preferences.</source>
        <translation>只统计至少有一篇文档被检索到的偏好（两篇都检索到，或隐含：只检索到一篇）的 prefs_simp。没有这样的偏好时为 0。</translation>
    </message>
    <message>
        <source>Prefs pair imp</source>
        <translation>Prefs pair imp</translation>
    </message>
    <message>
        <source>Preference ratio per pair with a retrieved doc</source>
        <translation>按含检索到文档的文档对计算的偏好比例</translation>
    </message>
    <message>
        <source>prefs_pair over the pairs with at least one doc retrieved.</source>
        <translation>只统计至少有一篇文档被检索到的文档对的 prefs_pair。</translation>
    </message>
    <message>
        <source>Prefs avg jg imp</source>
        <translation>Prefs avg jg imp</translation>
    </message>
    <message>
        <source>Preferences with a retrieved doc, averaged over judgment groups</source>
        <translation>含检索到文档的偏好，按评判组平均</translation>
    </message>
    <message>
        <source>prefs_avgjg over the preferences with at least one doc retrieved.</source>
        <translation>只统计至少有一篇文档被检索到的偏好的 prefs_avgjg。</translation>
    </message>
    <message>
        <source>MAP jg</source>
        <translation>MAP jg</translation>
    </message>
    <message>
        <source>Mean average precision over judgment groups</source>
        <translation>评判组上的平均精度均值</translation>
    </message>
    <message>
        <source>From qrels with judgment groups (-R qrels_jg, the iteration column names the group): average precision against each group&apos;s own labels (label &gt;= threshold is relevant; 0 when no relevant doc is retrieved), averaged over the query&apos;s groups. Ranking as trec_eval: score descending, equal scores in descending docid order.</source>
        <translation>基于带评判组的 qrels（-R qrels_jg，iteration 列给出组名）：按每个组自己的标签计算平均精度（标签 &gt;= 阈值为相关；没有检索到相关文档时为 0），再对该查询的各组取平均。排序与 trec_eval 相同：按得分降序，得分相同时按 docid 降序。</translation>
    </message>
    <message>
        <source>P jg</source>
        <translation>P jg</translation>
    </message>
    <message>
        <source>Precision at k, averaged over judgment groups</source>
        <translation>前 k 位精确率，按评判组平均</translation>
    </message>
    <message>
        <source>Relevant docs among the top k / k against each group&apos;s labels, averaged over the query&apos;s groups (-R qrels_jg). k beyond the ranking still divides by k. -m P_avgjg.5,10 picks the cut-offs.</source>
        <translation>按每个组的标签计算的前 k 位相关文档数 / k，再对该查询的各组取平均（-R qrels_jg）。k 超出排序长度时仍除以 k。-m P_avgjg.5,10 指定截断位置。</translation>
    </message>
    <message>
        <source>Rprec jg</source>
        <translation>Rprec jg</translation>
    </message>
    <message>
        <source>Precision at m x R, averaged over judgment groups</source>
        <translation>第 m x R 位处的精确率，按评判组平均</translation>
    </message>
    <message>
        <source>Precision at k = (long)(m * R + 0.9) docs, R = the group&apos;s relevant docs, for each multiple m (default 0.2, 0.4, ..., 2.0), averaged over the query&apos;s groups (-R qrels_jg). k beyond the ranking: relevant retrieved / k; k &lt;= 0 (R = 0) scores 0. Printed as Rprec_mult_avgjg_0.20.</source>
        <translation>对每个倍数 m（默认 0.2, 0.4, ..., 2.0），取前 k = (long)(m * R + 0.9) 篇文档的精确率，R 为该组的相关文档数，再对该查询的各组取平均（-R qrels_jg）。k 超出排序长度时：检索到的相关文档数 / k；k &lt;= 0（R = 0）时记 0。输出为 Rprec_mult_avgjg_0.20。</translation>
    </message>
    <message>
        <source>α-DCG@k</source>
        <translation>α-DCG@k</translation>
    </message>
    <message>
        <source>Alpha-DCG at k (ndeval)</source>
        <translation>前 k 位 Alpha-DCG（ndeval）</translation>
    </message>
    <message>
        <source>From subtopic labels: sum over r &lt;= k of gain_r / log2(r + 1), gain_r as in alpha_ndcg_cut (sum over the item&apos;s subtopics of (1 - alpha)^c), divided by its largest possible value, sum over r &lt;= k of S (1 - alpha)^(r-1) / log2(r + 1) with S the query&apos;s subtopics: ndeval&apos;s alpha-DCG with collection-independent normalisation (ir_measures&apos; alpha_DCG). 1 is out of reach when a query has few relevant items. ndeval leaves k = 1 undivided; RankLens divides at every k. 0 without subtopics. -m alpha_dcg@20 or alpha_DCG@20.</source>
        <translation>基于子主题标签：对 r &lt;= k 求和 gain_r / log2(r + 1)，gain_r 与 alpha_ndcg_cut 中相同（对条目的各子主题求和 (1 - alpha)^c），再除以其最大可能值，即对 r &lt;= k 求和 S (1 - alpha)^(r-1) / log2(r + 1)，S 为查询的子主题数：即 ndeval 采用与集合无关的归一化的 alpha-DCG（ir_measures 的 alpha_DCG）。相关条目很少的查询达不到 1。ndeval 在 k = 1 时不做除法；RankLens 在每个 k 都做除法。没有子主题时为 0。-m alpha_dcg@20 或 alpha_DCG@20。</translation>
    </message>
    <message>
        <source>P-IA@k</source>
        <translation>P-IA@k</translation>
    </message>
    <message>
        <source>Intent-aware precision at k (ndeval)</source>
        <translation>前 k 位意图感知精确率（ndeval）</translation>
    </message>
    <message>
        <source>From subtopic labels: the mean over the query&apos;s S subtopics of P@k for that subtopic, i.e. (sum over the top k items of the number of subtopics each is relevant to) / (k S) (Agrawal et al. 2009; ndeval&apos;s P-IA, ir_measures&apos; P_IA). The denominator stays k when fewer items were returned. 0 without subtopics.</source>
        <translation>基于子主题标签：查询的 S 个子主题各自 P@k 的平均值，即（前 k 个条目各自相关的子主题数之和）/ (k S)（Agrawal 等 2009；ndeval 的 P-IA，ir_measures 的 P_IA）。返回的条目较少时分母仍为 k。没有子主题时为 0。</translation>
    </message>
    <message>
        <source>AP-IA</source>
        <translation>AP-IA</translation>
    </message>
    <message>
        <source>Intent-aware average precision (ndeval)</source>
        <translation>意图感知平均精度（ndeval）</translation>
    </message>
    <message>
        <source>From subtopic labels: the mean over the query&apos;s S subtopics of AP for that subtopic, (sum over the ranks r holding an item relevant to s of n_s(r) / r) / R_s, with n_s(r) the items relevant to s in the top r and R_s all labelled items relevant to s; whole list (ndeval&apos;s MAP-IA, ir_measures&apos; AP_IA). 0 without subtopics.</source>
        <translation>基于子主题标签：查询的 S 个子主题各自 AP 的平均值，子主题 s 的 AP 为（所有含与 s 相关条目的排名 r 的 n_s(r) / r 之和）/ R_s，其中 n_s(r) 为前 r 位中与 s 相关的条目数，R_s 为与 s 相关的全部已标注条目数；针对整个列表（ndeval 的 MAP-IA，ir_measures 的 AP_IA）。没有子主题时为 0。</translation>
    </message>
    <message>
        <source>NRBP(β)</source>
        <translation>NRBP(β)</translation>
    </message>
    <message>
        <source>Novelty- and rank-biased precision (ndeval)</source>
        <translation>新颖性秩偏精度（ndeval）</translation>
    </message>
    <message>
        <source>From subtopic labels: NRBP = (1 - (1 - alpha) beta) / S * sum over ranks r of gain_r beta^(r-1) over the whole list (Clarke et al. ICTIR 2009), gain_r as in alpha_ndcg_cut, alpha from --alpha, beta the patience (parameter, default 0.5 as ndeval): RBP with novelty, collection-independent normalisation (ndeval&apos;s NRBP, ir_measures&apos; NRBP). 0 without subtopics. -m nrbp.0.5 prints nrbp_0.50.</source>
        <translation>基于子主题标签：NRBP = (1 - (1 - alpha) beta) / S * 在整个列表上对各排名 r 求和 gain_r beta^(r-1)（Clarke 等 ICTIR 2009），gain_r 与 alpha_ndcg_cut 中相同，alpha 取自 --alpha，beta 为耐心程度（参数，默认 0.5，同 ndeval）：带新颖性的 RBP，采用与集合无关的归一化（ndeval 的 NRBP，ir_measures 的 NRBP）。没有子主题时为 0。-m nrbp.0.5 输出 nrbp_0.50。</translation>
    </message>
    <message>
        <source>nNRBP(β)</source>
        <translation>nNRBP(β)</translation>
    </message>
    <message>
        <source>Normalised NRBP (ndeval)</source>
        <translation>归一化 NRBP（ndeval）</translation>
    </message>
    <message>
        <source>NRBP divided by the NRBP of the greedy ideal order of alpha_ndcg_cut over all labelled items (ndeval&apos;s nNRBP, collection-dependent normalisation; ir_measures&apos; nNRBP). In [0, 1] up to the greedy approximation. 0 without subtopics.</source>
        <translation>NRBP 除以 alpha_ndcg_cut 在全部已标注条目上的贪心理想顺序的 NRBP（ndeval 的 nNRBP，与集合相关的归一化；ir_measures 的 nNRBP）。在贪心近似的意义下取值 [0, 1]。没有子主题时为 0。</translation>
    </message>
    <message>
        <source>gRBP(p)</source>
        <translation>gRBP(p)</translation>
    </message>
    <message>
        <source>Graded rank-biased precision</source>
        <translation>分级秩偏精度</translation>
    </message>
    <message>
        <source>(1 - p) * sum over ranks i of gain_i * p^(i-1) over the whole list, the gain being the label itself (linear gain; the NDCG gain setting in general), so it exceeds 1 with grades above 1: trectools&apos; RBP with graded relevance, which ir_measures runs for RBP without rel=. Unlabelled items gain 0. Empty list: 0. -m rbp_graded.0.8 or RBP(p=0.8).</source>
        <translation>(1 - p) * 在整个列表上对各排名 i 求和 gain_i * p^(i-1)，增益就是标签本身（线性增益；一般情况下遵循 NDCG 的增益设置），因此等级大于 1 时它会超过 1：即 trectools 采用分级相关性的 RBP，ir_measures 在 RBP 不带 rel= 时调用的就是它。无标签条目的增益为 0。空列表：0。-m rbp_graded.0.8 或 RBP(p=0.8)。</translation>
    </message>
    <message>
        <source>NERR8@k</source>
        <translation>NERR8@k</translation>
    </message>
    <message>
        <source>Nearly ERR, equation 8 (C/W/L)</source>
        <translation>近似 ERR，公式 8（C/W/L）</translation>
    </message>
    <message>
        <source>C/W/L (cwl_eval, as ir_measures runs it): gain g = label / top grade clamped to [0, 1] (top grade: --err-max-grade, ir_measures&apos; max_rel), the list cut or padded with zero gain to 1000 ranks; the user goes on from rank i with probability C_i and the value is the expected gain per item read, sum of W_i g_i with W_i = prod_{j&lt;i} C_j / sum_m prod_{j&lt;m} C_j. NERR8@k: C_i = 1 - g_i for i &lt; k, 0 from k (Azzopardi et al. ICTIR 2021, eq. 8). Empty list: 0.</source>
        <translation>C/W/L（cwl_eval，按 ir_measures 的调用方式）：增益 g = 标签 / 最高等级，截到 [0, 1]（最高等级：--err-max-grade，即 ir_measures 的 max_rel），列表截断或以零增益补齐到 1000 位；用户在第 i 位以概率 C_i 继续往下看，取值为每读一个条目的期望增益，即 W_i g_i 之和，其中 W_i = prod_{j&lt;i} C_j / sum_m prod_{j&lt;m} C_j。NERR8@k：i &lt; k 时 C_i = 1 - g_i，从第 k 位起为 0（Azzopardi 等 ICTIR 2021，公式 8）。空列表：0。</translation>
    </message>
    <message>
        <source>NERR9@k</source>
        <translation>NERR9@k</translation>
    </message>
    <message>
        <source>Nearly ERR, equation 9 (C/W/L)</source>
        <translation>近似 ERR，公式 9（C/W/L）</translation>
    </message>
    <message>
        <source>C/W/L as nerr8_cut with C_i = i / (i + 1) * (1 - g_i) for i &lt; k, 0 from k (eq. 9): ERR&apos;s 1/r discount and gain-based stopping. Empty list: 0.</source>
        <translation>与 nerr8_cut 相同的 C/W/L，但 i &lt; k 时 C_i = i / (i + 1) * (1 - g_i)，从第 k 位起为 0（公式 9）：ERR 的 1/r 折损加上基于增益的停止。空列表：0。</translation>
    </message>
    <message>
        <source>NERR10(p)</source>
        <translation>NERR10(p)</translation>
    </message>
    <message>
        <source>Nearly ERR, equation 10 (C/W/L)</source>
        <translation>近似 ERR，公式 10（C/W/L）</translation>
    </message>
    <message>
        <source>C/W/L as nerr8_cut with C_i = p (1 - g_i) at every rank (eq. 10): RBP&apos;s patience p (parameter, default 0.9 as cwl_eval) and gain-based stopping. Empty list: 0.</source>
        <translation>与 nerr8_cut 相同的 C/W/L，但每一位都有 C_i = p (1 - g_i)（公式 10）：RBP 的耐心程度 p（参数，默认 0.9，同 cwl_eval）加上基于增益的停止。空列表：0。</translation>
    </message>
    <message>
        <source>NERR11(T)</source>
        <translation>NERR11(T)</translation>
    </message>
    <message>
        <source>Nearly ERR, equation 11 (C/W/L)</source>
        <translation>近似 ERR，公式 11（C/W/L）</translation>
    </message>
    <message>
        <source>C/W/L as nerr8_cut with C_i = ((i + 2T - 1) / (i + 2T))^2 (1 - g_i) (INSQ&apos;s goal T, parameter &gt; 0, default 1, and gain-based stopping). Empty list: 0. -m nerr11.2.</source>
        <translation>与 nerr8_cut 相同的 C/W/L，但 C_i = ((i + 2T - 1) / (i + 2T))^2 (1 - g_i)（INSQ 的目标 T，参数 &gt; 0，默认 1，加上基于增益的停止）。空列表：0。-m nerr11.2。</translation>
    </message>
    <message>
        <source>SDCG@k</source>
        <translation>SDCG@k</translation>
    </message>
    <message>
        <source>Scaled DCG at k (C/W/L)</source>
        <translation>前 k 位缩放 DCG（C/W/L）</translation>
    </message>
    <message>
        <source>sum over i &lt;= k of g_i / log2(i + 1), divided by sum over i &lt;= k of 1 / log2(i + 1): DCG@k scaled as if k items of the top grade existed, with C/W/L&apos;s gain g = label / top grade (see nerr8_cut); unlike NDCG it needs no ideal from the labels. Empty list: 0.</source>
        <translation>对 i &lt;= k 求和 g_i / log2(i + 1)，再除以对 i &lt;= k 求和 1 / log2(i + 1)：按假设存在 k 个最高等级条目来缩放的 DCG@k，增益为 C/W/L 的 g = 标签 / 最高等级（见 nerr8_cut）；与 NDCG 不同，它不需要从标签得出理想排序。空列表：0。</translation>
    </message>
    <message>
        <source>BPM@k</source>
        <translation>BPM@k</translation>
    </message>
    <message>
        <source>Bejeweled player model at k (C/W/L)</source>
        <translation>前 k 位 Bejeweled 玩家模型（C/W/L）</translation>
    </message>
    <message>
        <source>Static BPM (Zhang et al. SIGIR 2017) in C/W/L form with gain goal T = 1: the user reads until the summed gain g (see nerr8_cut) reaches 1 or k items are read, whichever comes first, and the value is the mean gain of the items read. Empty list: 0.</source>
        <translation>C/W/L 形式的静态 BPM（Zhang 等 SIGIR 2017），增益目标 T = 1：用户一直读下去，直到累计增益 g（见 nerr8_cut）达到 1 或已读 k 个条目，以先到者为准；取值为所读条目的平均增益。空列表：0。</translation>
    </message>
    <message>
        <source>INST(T)</source>
        <translation>INST(T)</translation>
    </message>
    <message>
        <source>INST, adaptive weighted precision (C/W/L)</source>
        <translation>INST，自适应加权精确率（C/W/L）</translation>
    </message>
    <message>
        <source>C/W/L (see nerr8_cut) with C_i = ((i + T + T_i - 1) / (i + T + T_i))^2, T_i = T minus the gain of the top i (Moffat et al. ADCS 2015): the user expects T relevant items (parameter &gt; 0, default 1) and reads on longer while the goal is not met. Empty list: 0. -m inst.3.</source>
        <translation>C/W/L（见 nerr8_cut），C_i = ((i + T + T_i - 1) / (i + T + T_i))^2，T_i = T 减去前 i 位的增益（Moffat 等 ADCS 2015）：用户期望找到 T 个相关条目（参数 &gt; 0，默认 1），目标未达成时会读得更久。空列表：0。-m inst.3。</translation>
    </message>
    <message>
        <source>INSQ(T)</source>
        <translation>INSQ(T)</translation>
    </message>
    <message>
        <source>INSQ, goal-sensitive weighted precision (C/W/L)</source>
        <translation>INSQ，目标敏感的加权精确率（C/W/L）</translation>
    </message>
    <message>
        <source>C/W/L (see nerr8_cut) with C_i = ((i + 2T - 1) / (i + 2T))^2 whatever the gains (Moffat et al. ADCS 2012), T the expected relevant items (parameter &gt; 0, default 1). The weights reach past the list to rank 1000, so a short list cannot score 1. Empty list: 0.</source>
        <translation>C/W/L（见 nerr8_cut），无论增益如何，C_i = ((i + 2T - 1) / (i + 2T))^2（Moffat 等 ADCS 2012），T 为期望的相关条目数（参数 &gt; 0，默认 1）。权重越过列表延伸到第 1000 位，因此短列表无法得到 1。空列表：0。</translation>
    </message>
    <message>
        <source>Compat(p)</source>
        <translation>Compat(p)</translation>
    </message>
    <message>
        <source>Compatibility with the ideal ranking</source>
        <translation>与理想排序的兼容性</translation>
    </message>
    <message>
        <source>Rank-biased overlap of the run with an ideal ranking, divided by the overlap of the ideal with itself (Clarke, Vtyurina &amp; Smucker, TOIS 2021; ir_measures&apos; Compat): RBO(a, b) = sum over depths d &lt; D of p^d |a_{1..d+1} n b_{1..d+1}| / (d + 1), divided by sum p^d, D the longer list. Ideal: the items labelled &gt; 0 by label descending, within a label the retrieved ones first in run order. p = persistence (default 0.95). No item labelled &gt; 0: 0.</source>
        <translation>排序结果与理想排序的秩偏重叠度（RBO），除以理想排序与自身的重叠度（Clarke, Vtyurina &amp; Smucker, TOIS 2021；ir_measures 的 Compat）：RBO(a, b) = 对深度 d &lt; D 求和 p^d |a_{1..d+1} n b_{1..d+1}| / (d + 1)，再除以 sum p^d，D 为较长列表的长度。理想排序：标签 &gt; 0 的条目按标签降序排列，同一标签内检索到的条目按其在排序结果中的顺序排在前面。p = 坚持度（默认 0.95）。没有标签 &gt; 0 的条目时为 0。</translation>
    </message>
    <message>
        <source>Compat raw(p)</source>
        <translation>Compat 原始值(p)</translation>
    </message>
    <message>
        <source>Compatibility, not normalised</source>
        <translation>兼容性（未归一化）</translation>
    </message>
    <message>
        <source>compat without the division by the ideal&apos;s overlap with itself (ir_measures&apos; Compat(normalize=False)): below 1 even for the ideal ranking when it is finite.</source>
        <translation>不除以理想排序与自身重叠度的 compat（ir_measures 的 Compat(normalize=False)）：即使对理想排序，只要它是有限的，值也低于 1。</translation>
    </message>
</context>
<context>
    <name>NoValue</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>no query to average</source>
        <translation>没有可求平均的查询</translation>
    </message>
    <message>
        <source>needs at least %1 paired queries (here: %2)</source>
        <translation>至少需要 %1 个配对查询（此处：%2 个）</translation>
    </message>
</context>
<context>
    <name>PopularitySource</name>
    <message>
        <source>the items&apos; popularity column</source>
        <translation>物品的流行度列</translation>
    </message>
    <message>
        <source>the project&apos;s runs (lists holding the item)</source>
        <translation>项目的排序结果（包含该物品的列表）</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>Nothing was typed.</source>
        <translation>没有输入任何内容。</translation>
    </message>
    <message>
        <source>This is not a number. Type it as 0.6, .6, 60 %, 3/5 or 0,6.</source>
        <translation>这不是一个数。可以写成 0.6、.6、60 %、3/5 或 0,6。</translation>
    </message>
    <message>
        <source>A fraction cannot divide by zero.</source>
        <translation>分数的分母不能为零。</translation>
    </message>
    <message>
        <source>The number has both a comma and a point; type one decimal separator only.</source>
        <translation>这个数既有逗号又有小数点；请只用一种小数分隔符。</translation>
    </message>
    <message>
        <source>A letter is not one of the items.</source>
        <translation>有一个字母不是列出的条目。</translation>
    </message>
    <message>
        <source>An item appears twice; each item can be placed once.</source>
        <translation>有一个条目出现了两次；每个条目只能放一次。</translation>
    </message>
    <message>
        <source>Type exactly as many letters as the list has places (k).</source>
        <translation>请输入与列表位置数（k）相同个数的字母。</translation>
    </message>
    <message>
        <source>Answer with the letter of one option.</source>
        <translation>请用一个选项的字母作答。</translation>
    </message>
    <message>
        <source>Each returned item is marked 1 (relevant) or 0 (not relevant), rank 1 first. What is %1?</source>
        <translation>每个返回的条目标为 1（相关）或 0（不相关），从第 1 名开始。%1 是多少？</translation>
    </message>
    <message>
        <source>Relevant means grade ≥ %1; the gain of grade g is %2. Compute %3 for each query and give their mean.</source>
        <translation>相关指等级 ≥ %1；等级 g 的增益为 %2。请对每个查询计算 %3，并给出它们的平均值。</translation>
    </message>
    <message>
        <source>Relevant means grade ≥ %1; the gain of grade g is %2. What is %3?</source>
        <translation>相关指等级 ≥ %1；等级 g 的增益为 %2。%3 是多少？</translation>
    </message>
    <message>
        <source>Items A–%1 carry the grades shown (relevant: grade ≥ %2; gain 2^g − 1). Type %3 of the letters, rank 1 first, so that %4 = %5 and %6 is as high as it can be with that.</source>
        <translation>条目 A–%1 的等级如下所示（相关：等级 ≥ %2；增益 2^g − 1）。从第 1 名开始输入其中 %3 个字母，使 %4 = %5，并在此前提下让 %6 尽可能高。</translation>
    </message>
    <message>
        <source>Items A–%1 carry the grades shown (relevant: grade ≥ %2). Type %3 of the letters, rank 1 first, so that %4 = %5.</source>
        <translation>条目 A–%1 的等级如下所示（相关：等级 ≥ %2）。从第 1 名开始输入其中 %3 个字母，使 %4 = %5。</translation>
    </message>
    <message>
        <source>Items and their grades: %1.</source>
        <translation>条目及其等级：%1。</translation>
    </message>
    <message>
        <source>Returned, rank 1 first: %1; relevant items not returned: %2.</source>
        <translation>返回的列表（从第 1 名开始）：%1；未返回的相关条目：%2。</translation>
    </message>
    <message>
        <source>Query %1 — returned, rank 1 first: %2; relevant items not returned: %3.</source>
        <translation>查询 %1 — 返回的列表（从第 1 名开始）：%2；未返回的相关条目：%3。</translation>
    </message>
    <message>
        <source>You counted an item whose grade is below the relevance threshold as relevant. Only grades at or above the threshold count.</source>
        <translation>你把一个等级低于相关阈值的条目算作了相关。只有等级达到或超过阈值的条目才算相关。</translation>
    </message>
    <message>
        <source>counted a grade below the threshold</source>
        <translation>把低于阈值的等级算作相关</translation>
    </message>
    <message>
        <source>You divided by the number of items returned. P@k always divides by k, even when the list returned fewer than k items.</source>
        <translation>你除以了返回条目的个数。P@k 始终除以 k，即使列表返回的条目少于 k 个。</translation>
    </message>
    <message>
        <source>P@k divided by the returned count</source>
        <translation>P@k 除以了返回条目数</translation>
    </message>
    <message>
        <source>You divided recall by the items in the top k. Recall divides by all relevant items of the query, returned or not.</source>
        <translation>你计算召回率时，把前 k 名的条目数当成了分母。召回率的分母是该查询的全部相关条目，无论是否被返回。</translation>
    </message>
    <message>
        <source>recall divided by the top k</source>
        <translation>召回率错把前 k 名的条目数当作分母</translation>
    </message>
    <message>
        <source>You used the grade itself as the gain. This exercise uses exponential gain, 2^g − 1: grades 1, 2, 3 gain 1, 3, 7.</source>
        <translation>你直接把等级当作增益。本题使用指数增益 2^g − 1：等级 1、2、3 的增益是 1、3、7。</translation>
    </message>
    <message>
        <source>linear gain instead of exponential</source>
        <translation>用了线性增益而非指数增益</translation>
    </message>
    <message>
        <source>You used exponential gain 2^g − 1. This exercise uses linear gain: the gain is the grade itself.</source>
        <translation>你使用了指数增益 2^g − 1。本题使用线性增益：增益就是等级本身。</translation>
    </message>
    <message>
        <source>exponential gain instead of linear</source>
        <translation>用了指数增益而非线性增益</translation>
    </message>
    <message>
        <source>Your discounts are one rank off: rank i is divided by log2(i + 1), so rank 1 is divided by log2(2) = 1.</source>
        <translation>你的折扣错了一位：第 i 名除以 log2(i + 1)，所以第 1 名除以 log2(2) = 1。</translation>
    </message>
    <message>
        <source>discount one rank off</source>
        <translation>折扣错了一位</translation>
    </message>
    <message>
        <source>Your ideal list holds only the returned items. The ideal sorts all labelled items of the query by grade, including the relevant ones the list did not return.</source>
        <translation>你的理想列表只包含返回的条目。理想列表把该查询所有已标注的条目按等级排序，包括列表未返回的相关条目。</translation>
    </message>
    <message>
        <source>ideal from the returned items only</source>
        <translation>理想列表只取了返回的条目</translation>
    </message>
    <message>
        <source>You took the list itself as its ideal. The ideal is the labelled items sorted by grade, best first.</source>
        <translation>你把列表本身当成了理想列表。理想列表是按等级从高到低排序的已标注条目。</translation>
    </message>
    <message>
        <source>the list taken as its own ideal</source>
        <translation>把列表本身当作理想列表</translation>
    </message>
    <message>
        <source>You gave DCG@k. NDCG@k divides DCG@k by the ideal list&apos;s DCG@k (IDCG@k).</source>
        <translation>你给出的是 DCG@k。NDCG@k 要用 DCG@k 除以理想列表的 DCG@k（IDCG@k）。</translation>
    </message>
    <message>
        <source>DCG not divided by IDCG</source>
        <translation>DCG 没有除以 IDCG</translation>
    </message>
    <message>
        <source>You divided the sum of precisions by the relevant items found in the top k. AP divides by all relevant items of the query.</source>
        <translation>你把精确率之和除以了前 k 名中找到的相关条目数。AP 要除以该查询的全部相关条目数。</translation>
    </message>
    <message>
        <source>AP divided by the relevant items found</source>
        <translation>AP 除以了找到的相关条目数</translation>
    </message>
    <message>
        <source>You divided the sum of precisions by k. AP divides by all relevant items of the query.</source>
        <translation>你把精确率之和除以了 k。AP 要除以该查询的全部相关条目数。</translation>
    </message>
    <message>
        <source>AP divided by k</source>
        <translation>AP 除以了 k</translation>
    </message>
    <message>
        <source>You took the plain average (P + R) / 2. F1 is the harmonic mean 2·P·R / (P + R), which punishes imbalance.</source>
        <translation>你取了简单平均 (P + R) / 2。F1 是调和平均 2·P·R / (P + R)，会惩罚两者的不平衡。</translation>
    </message>
    <message>
        <source>F1 as the plain average</source>
        <translation>F1 取了简单平均</translation>
    </message>
    <message>
        <source>You gave the rank of the first relevant item. RR is one divided by that rank.</source>
        <translation>你给出的是第一个相关条目的名次。RR 是 1 除以这个名次。</translation>
    </message>
    <message>
        <source>the rank instead of 1 / rank</source>
        <translation>给出名次而非 1 / 名次</translation>
    </message>
    <message>
        <source>You pooled the counts of all queries. The mean over queries computes the value of each query first, then averages those values.</source>
        <translation>你把所有查询的计数合在了一起。按查询求平均是先算出每个查询的值，再对这些值取平均。</translation>
    </message>
    <message>
        <source>pooled counts instead of the mean</source>
        <translation>合并计数而非按查询平均</translation>
    </message>
    <message>
        <source>This is not the value, and no common mistake gives it either. Compare your steps with the worked steps below.</source>
        <translation>这不是正确的值，也不是哪种常见错误会得到的值。请把你的步骤与下面的解题步骤对照。</translation>
    </message>
    <message>
        <source>a value no known mistake explains</source>
        <translation>无法用已知错误解释的值</translation>
    </message>
    <message>
        <source>Query %1:</source>
        <translation>查询 %1：</translation>
    </message>
    <message>
        <source>Relevant items (grade ≥ %1) in the top %2: %3 (ranks %4).</source>
        <translation>前 %2 名中的相关条目（等级 ≥ %1）：%3 个（名次 %4）。</translation>
    </message>
    <message>
        <source>P@%1 = %2 / %1 = %3 (the denominator is k, however many items were returned).</source>
        <translation>P@%1 = %2 / %1 = %3（分母是 k，无论返回了多少条目）。</translation>
    </message>
    <message>
        <source>The query has %1 relevant items in all: R@%2 = %3 / %1 = %4.</source>
        <translation>该查询共有 %1 个相关条目：R@%2 = %3 / %1 = %4。</translation>
    </message>
    <message>
        <source>F1@%1 = 2 · %2 · %3 / (%2 + %3) = %4.</source>
        <translation>F1@%1 = 2 · %2 · %3 / (%2 + %3) = %4。</translation>
    </message>
    <message>
        <source>Rank %1: grade %2, gain %3, divided by log2(%4) = %5 → %6.</source>
        <translation>第 %1 名：等级 %2，增益 %3，除以 log2(%4) = %5 → %6。</translation>
    </message>
    <message>
        <source>DCG@%1 = %2.</source>
        <translation>DCG@%1 = %2。</translation>
    </message>
    <message>
        <source>Ideal top %1 (every labelled item sorted by grade, returned or not): [%2]; IDCG@%1 = %3.</source>
        <translation>理想的前 %1 名（所有已标注条目按等级排序，无论是否返回）：[%2]；IDCG@%1 = %3。</translation>
    </message>
    <message>
        <source>NDCG@%1 = %2 / %3 = %4.</source>
        <translation>NDCG@%1 = %2 / %3 = %4。</translation>
    </message>
    <message>
        <source>Precision at each relevant rank in the top %1: %2 = %3.</source>
        <translation>前 %1 名中每个相关名次处的精确率：%2 = %3。</translation>
    </message>
    <message>
        <source>AP@%1 = %2 / %3 (all relevant items of the query) = %4.</source>
        <translation>AP@%1 = %2 / %3（该查询的全部相关条目）= %4。</translation>
    </message>
    <message>
        <source>The first relevant item is at rank %1: RR@%2 = 1 / %1 = %3.</source>
        <translation>第一个相关条目在第 %1 名：RR@%2 = 1 / %1 = %3。</translation>
    </message>
    <message>
        <source>No relevant item in the top %1: RR@%1 = 0.</source>
        <translation>前 %1 名中没有相关条目：RR@%1 = 0。</translation>
    </message>
    <message>
        <source>Mean over %1 queries: (%2) / %1 = %3.</source>
        <translation>%1 个查询的平均值：(%2) / %1 = %3。</translation>
    </message>
    <message>
        <source>A home feed shows ten items at a time and users scroll. Which metric should lead the offline comparison, and which should guard it?</source>
        <translation>首页信息流每屏显示十个条目，用户会向下滑动。离线比较应以哪个指标为主，哪些作为护栏？</translation>
    </message>
    <message>
        <source>NDCG@10 leads; R@k and catalogue coverage guard it.</source>
        <translation>以 NDCG@10 为主；R@k 和目录覆盖率作为护栏。</translation>
    </message>
    <message>
        <source>P@1 leads; nothing needs guarding.</source>
        <translation>以 P@1 为主；不需要护栏。</translation>
    </message>
    <message>
        <source>R@500 leads; NDCG@10 guards it.</source>
        <translation>以 R@500 为主；NDCG@10 作为护栏。</translation>
    </message>
    <message>
        <source>Coverage leads; P@10 guards it.</source>
        <translation>以覆盖率为主；P@10 作为护栏。</translation>
    </message>
    <message>
        <source>A feed is read top down and the order of the first screen matters, so a graded, position-aware metric (NDCG@10) leads. It can rise while the feed narrows to a few popular items, so recall and coverage guard against that.</source>
        <translation>信息流是从上往下看的，第一屏的顺序很重要，所以应以分级且考虑位置的指标（NDCG@10）为主。它可能在信息流收窄到少数热门条目时反而上升，因此用召回率和覆盖率来防范。</translation>
    </message>
    <message>
        <source>A web search page: most users read the first result and leave. Which metric should lead?</source>
        <translation>网页搜索结果页：大多数用户只看第一条结果就离开。应以哪个指标为主？</translation>
    </message>
    <message>
        <source>P@1 leads; NDCG@10 and the share of queries with no relevant result guard it.</source>
        <translation>以 P@1 为主；NDCG@10 和没有相关结果的查询占比作为护栏。</translation>
    </message>
    <message>
        <source>R@100 leads; P@1 guards it.</source>
        <translation>以 R@100 为主；P@1 作为护栏。</translation>
    </message>
    <message>
        <source>Coverage leads; NDCG@10 guards it.</source>
        <translation>以覆盖率为主；NDCG@10 作为护栏。</translation>
    </message>
    <message>
        <source>MAP over the whole list leads; nothing guards it.</source>
        <translation>以整个列表上的 MAP 为主；没有护栏。</translation>
    </message>
    <message>
        <source>When the first result is what users act on, P@1 (or RR) says what they experience. NDCG@10 guards the rest of the page and the share of queries with no relevant result catches the queries that fail completely.</source>
        <translation>当用户只根据第一条结果行动时，P@1（或 RR）反映了他们的体验。NDCG@10 守护页面的其余部分，没有相关结果的查询占比则能发现完全失败的查询。</translation>
    </message>
    <message>
        <source>A candidate-retrieval stage passes 500 items to a re-ranker. Which metric should lead?</source>
        <translation>候选召回阶段把 500 个条目交给重排序器。应以哪个指标为主？</translation>
    </message>
    <message>
        <source>R@500 leads; catalogue coverage guards it.</source>
        <translation>以 R@500 为主；目录覆盖率作为护栏。</translation>
    </message>
    <message>
        <source>P@5 leads; R@500 guards it.</source>
        <translation>以 P@5 为主；R@500 作为护栏。</translation>
    </message>
    <message>
        <source>NDCG@10 leads; nothing guards it.</source>
        <translation>以 NDCG@10 为主；没有护栏。</translation>
    </message>
    <message>
        <source>RR leads; coverage guards it.</source>
        <translation>以 RR 为主；覆盖率作为护栏。</translation>
    </message>
    <message>
        <source>The re-ranker can only order what retrieval passes on: an item missing from the 500 is lost for good, while the order inside the 500 is the re-ranker&apos;s job. Recall at the hand-over depth leads; coverage guards against passing the same popular items to everyone.</source>
        <translation>重排序器只能排列召回阶段交给它的条目：不在这 500 个之中的条目就永远丢失了，而 500 个之内的顺序是重排序器的事。因此以交接深度处的召回率为主；覆盖率防止把同样的热门条目交给每个人。</translation>
    </message>
    <message>
        <source>A shelf of new items with almost no interactions yet (cold start). What should the team watch first?</source>
        <translation>一个新品货架，几乎还没有任何交互（冷启动）。团队首先应该关注什么？</translation>
    </message>
    <message>
        <source>Catalogue coverage: how many new items reach anyone&apos;s top k at all.</source>
        <translation>目录覆盖率：究竟有多少新条目进入了某个人的前 k 名。</translation>
    </message>
    <message>
        <source>P@10 measured on clicks.</source>
        <translation>以点击为标签的 P@10。</translation>
    </message>
    <message>
        <source>NDCG@10 measured on purchases.</source>
        <translation>以购买为标签的 NDCG@10。</translation>
    </message>
    <message>
        <source>MRR of the first click.</source>
        <translation>首次点击的 MRR。</translation>
    </message>
    <message>
        <source>Without interactions there are hardly any labels for new items, so accuracy metrics say little. The first question is whether the items are shown to anyone: coverage.</source>
        <translation>没有交互，新条目几乎没有标签，准确性指标说明不了什么。首先要问的是这些条目有没有展示给任何人：覆盖率。</translation>
    </message>
    <message>
        <source>A team splits a year of interaction logs into train and test at random and reports NDCG@10 = 0.62, far above production. What is the most likely problem?</source>
        <translation>一个团队把一年的交互日志随机划分为训练集和测试集，报告 NDCG@10 = 0.62，远高于线上。最可能的问题是什么？</translation>
    </message>
    <message>
        <source>The random split leaks the future: the model trains on interactions that happened after the test ones.</source>
        <translation>随机划分泄露了未来：模型在测试交互之后发生的交互上进行了训练。</translation>
    </message>
    <message>
        <source>NDCG@10 is always higher offline; nothing is wrong.</source>
        <translation>离线的 NDCG@10 总是更高；没有问题。</translation>
    </message>
    <message>
        <source>The test set is too small to compute NDCG.</source>
        <translation>测试集太小，无法计算 NDCG。</translation>
    </message>
    <message>
        <source>The gain should have been linear instead of exponential.</source>
        <translation>增益应该用线性而不是指数。</translation>
    </message>
    <message>
        <source>A recommender is used to predict what comes next. A random split lets it learn from later behaviour (trends, items released later) and inflates every metric; split by time instead.</source>
        <translation>推荐系统是用来预测接下来会发生什么的。随机划分让它从之后的行为（趋势、之后上架的条目）中学习，抬高了所有指标；应改为按时间划分。</translation>
    </message>
    <message>
        <source>Labels come from clicks on the old system&apos;s list. The new model puts an unseen item on top and P@10 falls. What should you suspect first?</source>
        <translation>标签来自旧系统列表上的点击。新模型把一个从未展示过的条目放在了最前面，P@10 下降了。你首先应该怀疑什么？</translation>
    </message>
    <message>
        <source>Exposure bias: items the old list never showed could not be clicked, so they look irrelevant.</source>
        <translation>曝光偏差：旧列表从未展示过的条目不可能被点击，所以看起来不相关。</translation>
    </message>
    <message>
        <source>The new model is worse; the clicks prove it.</source>
        <translation>新模型更差；点击证明了这一点。</translation>
    </message>
    <message>
        <source>P@10 is the wrong cut-off; P@5 would agree.</source>
        <translation>P@10 的截断不对；P@5 会得出一致的结论。</translation>
    </message>
    <message>
        <source>Clicks are too rare to be labels.</source>
        <translation>点击太少，不能作为标签。</translation>
    </message>
    <message>
        <source>Clicks only happen where the old system showed something, and mostly near its top. An item it never showed carries no click whatever its quality: the labels favour the old system. Position-debiased metrics (IPS) or fresh judgements answer the question.</source>
        <translation>点击只会发生在旧系统展示过的地方，而且多在靠前的位置。旧系统从未展示过的条目，无论质量如何都不会有点击：标签偏向旧系统。去除位置偏差的指标（IPS）或新的人工评判才能回答这个问题。</translation>
    </message>
    <message>
        <source>With clicks as labels P@10 = 0.30; with purchases as labels P@10 = 0.05. Which statement is right?</source>
        <translation>以点击为标签时 P@10 = 0.30；以购买为标签时 P@10 = 0.05。哪种说法正确？</translation>
    </message>
    <message>
        <source>Both can be right: they answer different questions, so the label must be stated next to every number.</source>
        <translation>两者都可能正确：它们回答的是不同的问题，所以每个数字旁边都必须注明所用的标签。</translation>
    </message>
    <message>
        <source>One of the two computations has a bug.</source>
        <translation>两个计算中有一个有错误。</translation>
    </message>
    <message>
        <source>Clicks are always the better label.</source>
        <translation>点击总是更好的标签。</translation>
    </message>
    <message>
        <source>Average them: P@10 = 0.175.</source>
        <translation>取平均：P@10 = 0.175。</translation>
    </message>
    <message>
        <source>Many more items are clicked than bought, so precision on clicks is several times higher. Neither is wrong; which behaviour counts as relevant decides the number.</source>
        <translation>被点击的条目比被购买的多得多，所以基于点击的精确率要高出好几倍。两者都没有错；把哪种行为算作相关决定了这个数字。</translation>
    </message>
    <message>
        <source>The app shows five results on a phone screen. A report gives only NDCG@20. What is the trap?</source>
        <translation>应用在手机屏幕上显示五条结果。一份报告只给出了 NDCG@20。陷阱在哪里？</translation>
    </message>
    <message>
        <source>k is larger than the screen: most of the ranks it rewards are never seen.</source>
        <translation>k 比屏幕大：它奖励的大多数名次根本不会被看到。</translation>
    </message>
    <message>
        <source>NDCG must always be computed at 10.</source>
        <translation>NDCG 必须始终在 10 处计算。</translation>
    </message>
    <message>
        <source>NDCG@20 cannot be compared between models.</source>
        <translation>NDCG@20 不能在模型之间比较。</translation>
    </message>
    <message>
        <source>There is none; a larger k is always more complete.</source>
        <translation>没有陷阱；k 越大总是越完整。</translation>
    </message>
    <message>
        <source>A metric at k rewards everything in the top k. When users see five items, ranks 6–20 barely matter to them: report k = 1, 5 and the screen&apos;s size together.</source>
        <translation>截断在 k 的指标会奖励前 k 名中的一切。当用户只看到五个条目时，第 6–20 名对他们几乎无关紧要：应同时报告 k = 1、5 和屏幕大小。</translation>
    </message>
    <message>
        <source>A query&apos;s labels contain no relevant item at all. What is its R@10?</source>
        <translation>某个查询的标签中完全没有相关条目。它的 R@10 是多少？</translation>
    </message>
    <message>
        <source>Undefined (0 / 0): tools score it 0 by convention or leave the query out, and the choice must be stated.</source>
        <translation>没有定义（0 / 0）：工具按惯例记为 0 或者排除该查询，而且必须说明采用了哪种做法。</translation>
    </message>
    <message>
        <source>1, because nothing relevant was missed.</source>
        <translation>1，因为没有漏掉任何相关条目。</translation>
    </message>
    <message>
        <source>0.5, halfway between.</source>
        <translation>0.5，取中间值。</translation>
    </message>
    <message>
        <source>Whatever P@10 is.</source>
        <translation>与 P@10 相同。</translation>
    </message>
    <message>
        <source>Recall divides by the number of relevant items; with none it is 0 / 0. trec_eval scores such a query 0; other tools skip it. Either way the mean moves, so say which.</source>
        <translation>召回率除以相关条目数；没有相关条目时就是 0 / 0。trec_eval 把这样的查询记为 0；其他工具则跳过它。无论哪种做法，平均值都会变化，所以要说明用了哪种。</translation>
    </message>
    <message>
        <source>A slide says: &quot;with the log2 discount, rank 4 keeps only 25 % of rank 1&apos;s weight&quot;. Is that right?</source>
        <translation>一张幻灯片上写着：“使用 log2 折扣时，第 4 名只保留第 1 名权重的 25 %”。这对吗？</translation>
    </message>
    <message>
        <source>No: 1 / log2(5) ≈ 0.43, so rank 4 keeps about 43 %.</source>
        <translation>不对：1 / log2(5) ≈ 0.43，所以第 4 名保留约 43 %。</translation>
    </message>
    <message>
        <source>Yes: the weight is 1 / rank.</source>
        <translation>对：权重是 1 / 名次。</translation>
    </message>
    <message>
        <source>No: rank 4 keeps 75 %.</source>
        <translation>不对：第 4 名保留 75 %。</translation>
    </message>
    <message>
        <source>Yes, for exponential gain.</source>
        <translation>对，在指数增益下成立。</translation>
    </message>
    <message>
        <source>The discount of rank i is 1 / log2(i + 1): rank 2 ≈ 0.63, rank 4 ≈ 0.43, rank 10 ≈ 0.29. 1 / rank is the reciprocal-rank weight, a much steeper one; a too-good-to-be-true number often confuses the two.</source>
        <translation>第 i 名的折扣是 1 / log2(i + 1)：第 2 名 ≈ 0.63，第 4 名 ≈ 0.43，第 10 名 ≈ 0.29。1 / 名次是倒数排名的权重，下降得陡得多；好得令人难以置信的数字往往混淆了这两者。</translation>
    </message>
    <message>
        <source>Returned, rank 1 first: %1; the list returned every relevant item.</source>
        <translation>返回的列表（从第 1 名开始）：%1；列表返回了所有相关条目。</translation>
    </message>
    <message>
        <source>Query %1 — returned, rank 1 first: %2; the list returned every relevant item.</source>
        <translation>查询 %1 — 返回的列表（从第 1 名开始）：%2；列表返回了所有相关条目。</translation>
    </message>
    <message>
        <source>Answer rise, fall or stay, optionally with roughly how much: rise 0.05, fall by 0.1, +0.05.</source>
        <translation>请回答 rise（上升）、fall（下降）或 stay（不变），可以附上大约变化多少：rise 0.05、fall by 0.1、+0.05。</translation>
    </message>
    <message>
        <source>Relevant means grade ≥ %1; the gain of grade g is %2. Ranks %3 and %4 of the list swap places. Does %5 rise, fall or stay the same, and roughly by how much?</source>
        <translation>相关指等级 ≥ %1；等级 g 的增益为 %2。列表中第 %3 名和第 %4 名互换位置。%5 会上升、下降还是不变，大约变化多少？</translation>
    </message>
    <message>
        <source>The list returned every relevant item.</source>
        <translation>列表返回了所有相关条目。</translation>
    </message>
    <message>
        <source>Relevant items not returned: %1.</source>
        <translation>未返回的相关条目：%1。</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>predict</source>
        <translation>预测</translation>
    </message>
    <message>
        <source>construct</source>
        <translation>构造</translation>
    </message>
    <message>
        <source>choose</source>
        <translation>选择</translation>
    </message>
    <message>
        <source>Exercise %1 (%2, seed %3; id %4)</source>
        <translation>练习 %1（%2，种子 %3；编号 %4）</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>答案：%1</translation>
    </message>
    <message>
        <source>rise</source>
        <translation>上升</translation>
    </message>
    <message>
        <source>fall</source>
        <translation>下降</translation>
    </message>
    <message>
        <source>stay</source>
        <translation>不变</translation>
    </message>
    <message>
        <source>The direction is right, the amount is not: work out the value before and after the swap.</source>
        <translation>方向对了，变化量不对：算一算交换前后的值。</translation>
    </message>
    <message>
        <source>Rank %1 holds grade %2, rank %3 grade %4; the cut-off k is %5.</source>
        <translation>第 %1 名的等级是 %2，第 %3 名的等级是 %4；截断位置 k 是 %5。</translation>
    </message>
    <message>
        <source>Both ranks are below the top %1. Which ranks does %2 look at?</source>
        <translation>两个位置都在前 %1 名之外。%2 看的是哪些位置？</translation>
    </message>
    <message>
        <source>Both ranks are inside the top %1. Does P@%1 see the order inside the top %1, or only how many relevant items are there?</source>
        <translation>两个位置都在前 %1 名之内。P@%1 看的是前 %1 名内部的顺序，还是只看其中有多少相关条目？</translation>
    </message>
    <message>
        <source>Rank %1 is inside the top %2, rank %3 below it: does a relevant item enter or leave the top %2?</source>
        <translation>第 %1 名在前 %2 名之内，第 %3 名在其外：有相关条目进入或离开前 %2 名吗？</translation>
    </message>
    <message>
        <source>AP adds the precision at each relevant rank in the top %1. Does a relevant item move up, where the precision is higher, or down?</source>
        <translation>AP 累加前 %1 名中每个相关位置上的精确率。相关条目是往上移（那里的精确率更高），还是往下移？</translation>
    </message>
    <message>
        <source>Each rank in the top %1 adds gain / log2(rank + 1); a rank below the top %1 adds nothing. Compare what ranks %2 and %3 add before and after the swap.</source>
        <translation>前 %1 名中每个位置贡献 增益 / log2(名次 + 1)；前 %1 名之外的位置没有贡献。比较第 %2 名和第 %3 名在交换前后的贡献。</translation>
    </message>
    <message>
        <source>Rank %1 (grade %2 before, %3 after) is below the top %4: it adds nothing either way.</source>
        <translation>第 %1 名（交换前等级 %2，交换后 %3）在前 %4 名之外：无论如何都没有贡献。</translation>
    </message>
    <message>
        <source>Rank %1, divided by log2(%2) = %3: before grade %4, gain %5 → %6; after grade %7, gain %8 → %9.</source>
        <translation>第 %1 名，除以 log2(%2) = %3：交换前等级 %4，增益 %5 → %6；交换后等级 %7，增益 %8 → %9。</translation>
    </message>
    <message>
        <source>DCG@%1 goes from %2 to %3; the ideal does not change (IDCG@%1 = %4), so NDCG@%1 goes from %5 to %6.</source>
        <translation>DCG@%1 从 %2 变为 %3；理想排序不变（IDCG@%1 = %4），所以 NDCG@%1 从 %5 变为 %6。</translation>
    </message>
    <message>
        <source>Relevant items in the top %1: %2 before the swap, %3 after: P@%1 goes from %4 to %5.</source>
        <translation>前 %1 名中的相关条目：交换前 %2 个，交换后 %3 个：P@%1 从 %4 变为 %5。</translation>
    </message>
    <message>
        <source>Inside the top k position matters for NDCG, not for P@k: P@%1 counts the relevant items in the top %1, whatever their order.</source>
        <translation>在前 k 名之内，位置对 NDCG 有影响，对 P@k 没有：P@%1 只数前 %1 名中的相关条目，不管它们的顺序。</translation>
    </message>
    <message>
        <source>Precision at each relevant rank in the top %1, before: %2 = %3; after: %4 = %5. Divided by the %6 relevant items of the query, AP@%1 goes from %7 to %8.</source>
        <translation>前 %1 名中每个相关位置上的精确率，交换前：%2 = %3；交换后：%4 = %5。除以该查询的 %6 个相关条目，AP@%1 从 %7 变为 %8。</translation>
    </message>
    <message>
        <source>Your list has %1 relevant items (grade ≥ %2) in its %3 places, so P@%3 = %4; the target P@%3 = %5 needs %6.</source>
        <translation>你的列表在 %3 个位置中有 %1 个相关条目（等级 ≥ %2），所以 P@%3 = %4；目标 P@%3 = %5 需要 %6 个。</translation>
    </message>
    <message>
        <source>P@%1 is right. Your list&apos;s NDCG@%1 is %2, but a list with the same P@%1 reaches %3: choose the relevant items with the highest grades and put the highest grades first.</source>
        <translation>P@%1 对了。你的列表的 NDCG@%1 是 %2，但 P@%1 相同的列表可以达到 %3：选等级最高的相关条目，并把等级最高的放在最前面。</translation>
    </message>
    <message>
        <source>One right list: %1 (grades %2): the relevant items with the highest grades, the highest first, and the rest filled with items below the threshold.</source>
        <translation>一个正确的列表：%1（等级 %2）：等级最高的相关条目，最高的排在最前，其余位置用低于阈值的条目填满。</translation>
    </message>
    <message>
        <source>You added up the gains without the discount. DCG divides the gain at rank i by log2(i + 1), so lower ranks count less.</source>
        <translation>你把增益直接相加，没有打折扣。DCG 把第 i 名的增益除以 log2(i + 1)，所以越靠后的位置分量越轻。</translation>
    </message>
    <message>
        <source>gains summed without the discount</source>
        <translation>增益相加时没有打折扣</translation>
    </message>
    <message>
        <source>You divided rank i by log2(i) and left rank 1 undiscounted. The discount is log2(i + 1): rank 1 by log2(2) = 1, rank 2 by log2(3) ≈ 1.585, rank 3 by log2(4) = 2.</source>
        <translation>你把第 i 名除以 log2(i)，第 1 名不打折扣。折扣应是 log2(i + 1)：第 1 名除以 log2(2) = 1，第 2 名除以 log2(3) ≈ 1.585，第 3 名除以 log2(4) = 2。</translation>
    </message>
    <message>
        <source>discount log2(i) instead of log2(i + 1)</source>
        <translation>折扣用了 log2(i) 而不是 log2(i + 1)</translation>
    </message>
    <message>
        <source>You took the reciprocal rank of a later relevant item. RR uses the first relevant item in the top k only.</source>
        <translation>你用了后面某个相关条目的倒数排名。RR 只看前 k 名中的第一个相关条目。</translation>
    </message>
    <message>
        <source>RR of a later relevant item</source>
        <translation>用了后面相关条目的 RR</translation>
    </message>
    <message>
        <source>You gave one query&apos;s value. The question asks for the mean: compute the value of every query, then average them.</source>
        <translation>你给出的是某一个查询的值。题目要的是平均值：先算出每个查询的值，再求平均。</translation>
    </message>
    <message>
        <source>one query&apos;s value instead of the mean</source>
        <translation>给了一个查询的值而不是平均值</translation>
    </message>
    <message>
        <source>P@1 sees only the first item, but a feed is read over ten; and a leading metric always needs a guard, or it can rise while the feed narrows.</source>
        <translation>P@1 只看第一个条目，而信息流一屏要看十个；主指标也总需要守护指标，否则它可能在信息流越来越窄时照样上升。</translation>
    </message>
    <message>
        <source>R@500 rewards finding items anywhere in 500, but users see ten at a time: the order of the first screen is what they experience.</source>
        <translation>R@500 奖励在 500 个位置里的任何地方找到条目，但用户一次只看十个：他们感受到的是第一屏的顺序。</translation>
    </message>
    <message>
        <source>Coverage says how many items are shown to anyone, not whether the shown ones are good; it guards, it cannot lead.</source>
        <translation>覆盖率只说明有多少条目被展示给了某个用户，不说明展示的是否好；它适合作守护指标，不能作主指标。</translation>
    </message>
    <message>
        <source>Recall at 100 counts items deep in the list that a user who reads one result never sees.</source>
        <translation>100 位的召回率统计的是列表深处的条目，只看一个结果的用户根本看不到它们。</translation>
    </message>
    <message>
        <source>Coverage does not say whether the first result is relevant, which is what these users act on.</source>
        <translation>覆盖率说明不了第一个结果是否相关，而这正是这些用户据以行动的。</translation>
    </message>
    <message>
        <source>MAP over the whole list weighs every relevant item, also those far below the first; and a leading metric needs a guard.</source>
        <translation>整个列表上的 MAP 会计入每个相关条目，包括远在第一个之下的；而且主指标需要守护指标。</translation>
    </message>
    <message>
        <source>P@5 judges the first five places, which is the re-ranker&apos;s job; retrieval must not lose items from the 500.</source>
        <translation>P@5 评判的是前五个位置，那是重排器的任务；召回阶段要做的是不在 500 个里漏掉条目。</translation>
    </message>
    <message>
        <source>NDCG@10 looks at the top ten only: an item lost at rank 300 or missing altogether makes no difference to it.</source>
        <translation>NDCG@10 只看前十：一个落在第 300 名或者根本没出现的条目对它毫无影响。</translation>
    </message>
    <message>
        <source>RR only looks for the first relevant item; a candidate stage must pass on all of them.</source>
        <translation>RR 只找第一个相关条目；候选阶段则必须把它们全部传下去。</translation>
    </message>
    <message>
        <source>Clicks on new items hardly exist yet, so P@10 on clicks says almost nothing about them.</source>
        <translation>新条目几乎还没有点击，所以基于点击的 P@10 对它们几乎说明不了什么。</translation>
    </message>
    <message>
        <source>Purchases of new items are even rarer than clicks; NDCG@10 on them is mostly zeros.</source>
        <translation>新条目的购买比点击还少；基于购买的 NDCG@10 几乎全是零。</translation>
    </message>
    <message>
        <source>MRR of the first click needs clicks, which new items do not have yet.</source>
        <translation>第一次点击的 MRR 需要点击，而新条目还没有点击。</translation>
    </message>
    <message>
        <source>Offline numbers are often higher, but 0.62 far above production points to a flaw in the evaluation, not a law.</source>
        <translation>离线数值常常更高，但远高于线上的 0.62 说明评估本身有问题，而不是什么规律。</translation>
    </message>
    <message>
        <source>A small test set makes the number noisy, not systematically too high.</source>
        <translation>测试集小会让数值波动，但不会让它系统性地偏高。</translation>
    </message>
    <message>
        <source>The gain changes the scale a little; it cannot explain a number far above production.</source>
        <translation>增益方式只会略微改变数值的尺度，解释不了远高于线上的数值。</translation>
    </message>
    <message>
        <source>The clicks come from the old system&apos;s list: an item it never showed could not be clicked, so the clicks prove nothing about it.</source>
        <translation>点击来自旧系统的列表：旧系统从未展示过的条目不可能被点击，所以点击证明不了它的好坏。</translation>
    </message>
    <message>
        <source>Changing the cut-off does not remove the bias: the unseen item still has no clicks at any k.</source>
        <translation>改变截断位置消除不了偏差：无论 k 取多少，没被展示过的条目都没有点击。</translation>
    </message>
    <message>
        <source>Rare clicks make numbers noisy, but the problem here is systematic: unshown items can never be clicked.</source>
        <translation>点击少会让数值波动，但这里的问题是系统性的：没被展示的条目永远不会被点击。</translation>
    </message>
    <message>
        <source>Both computations can be right: different labels give different numbers without any bug.</source>
        <translation>两个计算都可以是对的：标签不同，数值就不同，并不需要有错误。</translation>
    </message>
    <message>
        <source>Neither label is always better; which behaviour counts as relevant depends on the question.</source>
        <translation>没有哪种标签总是更好；哪种行为算相关取决于要回答的问题。</translation>
    </message>
    <message>
        <source>The mean of two numbers measuring different things measures nothing.</source>
        <translation>把衡量不同东西的两个数取平均，什么也衡量不了。</translation>
    </message>
    <message>
        <source>There is no rule that NDCG must be computed at 10; k should match what users see.</source>
        <translation>并没有规定 NDCG 必须在 10 处计算；k 应当与用户看到的相符。</translation>
    </message>
    <message>
        <source>NDCG@20 can be compared between models; the trap is that it rewards ranks users never see.</source>
        <translation>不同模型的 NDCG@20 可以比较；陷阱在于它奖励的是用户看不到的位置。</translation>
    </message>
    <message>
        <source>A larger k counts ranks that nobody sees on a five-item screen, so it is not more complete for these users.</source>
        <translation>k 越大，计入的位置越多，而五个结果的屏幕上没人看得到那些位置，对这些用户来说并不更完整。</translation>
    </message>
    <message>
        <source>Recall divides by the number of relevant items; with none it is 0 / 0, not 1.</source>
        <translation>召回率除以相关条目数；一个都没有时是 0 / 0，而不是 1。</translation>
    </message>
    <message>
        <source>There is no halfway: 0 / 0 has no value, and tools choose a convention.</source>
        <translation>不存在“一半”：0 / 0 没有值，各工具各自约定。</translation>
    </message>
    <message>
        <source>Precision and recall divide by different numbers; P@10 does not stand in for an undefined recall.</source>
        <translation>精确率和召回率的分母不同；P@10 不能顶替无定义的召回率。</translation>
    </message>
    <message>
        <source>1 / rank is the reciprocal-rank weight; the log2 discount is 1 / log2(rank + 1), much flatter.</source>
        <translation>1 / 排名是倒数排名的权重；log2 折扣是 1 / log2(排名 + 1)，平缓得多。</translation>
    </message>
    <message>
        <source>1 / log2(5) ≈ 0.43, not 0.75: rank 4 keeps less than half of rank 1&apos;s weight.</source>
        <translation>1 / log2(5) ≈ 0.43，不是 0.75：第 4 名保留的权重不到第 1 名的一半。</translation>
    </message>
    <message>
        <source>The discount does not depend on the gain; exponential gain changes what is multiplied, not the weight.</source>
        <translation>折扣与增益无关；指数增益改变的是被乘的数，而不是权重。</translation>
    </message>
    <message>
        <source>A question-answering system shows one answer per question, and a question is solved when that answer is right. Which metric fits?</source>
        <translation>一个问答系统对每个问题给出一个答案，答案正确问题才算解决。哪个指标合适？</translation>
    </message>
    <message>
        <source>Success@1 (or P@1): the share of questions whose first answer is relevant.</source>
        <translation>Success@1（或 P@1）：第一个答案相关的问题所占的比例。</translation>
    </message>
    <message>
        <source>R@100: how many of the right answers appear in the top 100.</source>
        <translation>R@100：正确答案有多少出现在前 100 中。</translation>
    </message>
    <message>
        <source>NDCG@20 with graded labels.</source>
        <translation>使用分级标签的 NDCG@20。</translation>
    </message>
    <message>
        <source>Catalogue coverage.</source>
        <translation>目录覆盖率。</translation>
    </message>
    <message>
        <source>Only one answer is shown: answers at ranks 2–100 never reach the user.</source>
        <translation>只展示一个答案：第 2 到第 100 名的答案根本到不了用户面前。</translation>
    </message>
    <message>
        <source>NDCG@20 rewards ranks 2–20 that the user never sees here.</source>
        <translation>NDCG@20 奖励第 2 到第 20 名，而这里用户看不到它们。</translation>
    </message>
    <message>
        <source>Coverage says nothing about whether the one answer is right.</source>
        <translation>覆盖率说明不了那一个答案是否正确。</translation>
    </message>
    <message>
        <source>When exactly one result is used, the question is whether it is relevant: Success@1 (equal to P@1 here) says that directly; MRR adds partial credit when the answer is a little lower.</source>
        <translation>只用一个结果时，问题就是它是否相关：Success@1（这里等于 P@1）直接回答这个问题；若正确答案稍靠后，MRR 还会给部分分数。</translation>
    </message>
    <message>
        <source>A legal search tool: lawyers must find every relevant precedent and read long result lists. Which metric should lead?</source>
        <translation>一个法律检索工具：律师必须找到每一个相关判例，并会阅读很长的结果列表。哪个指标应当作主指标？</translation>
    </message>
    <message>
        <source>Recall at a deep cut-off (with AP), since a missed precedent is costly.</source>
        <translation>较深截断处的召回率（再加上 AP），因为漏掉一个判例代价很高。</translation>
    </message>
    <message>
        <source>P@1.</source>
        <translation>P@1。</translation>
    </message>
    <message>
        <source>RR of the first relevant precedent.</source>
        <translation>第一个相关判例的 RR。</translation>
    </message>
    <message>
        <source>P@1 is satisfied by one good first result; the lawyer needs all of them.</source>
        <translation>P@1 只要第一个结果好就满足了；律师需要的是全部。</translation>
    </message>
    <message>
        <source>RR stops at the first relevant precedent and ignores all the others.</source>
        <translation>RR 在第一个相关判例处就停下，忽略了其余所有。</translation>
    </message>
    <message>
        <source>Coverage counts which documents are shown to anyone, not whether the relevant ones are found.</source>
        <translation>覆盖率统计的是哪些文档被展示过，而不是相关的是否被找到。</translation>
    </message>
    <message>
        <source>Users who read deep and must not miss anything are served by recall; AP adds that the relevant items should come early.</source>
        <translation>阅读得很深、又不能漏掉任何东西的用户，需要看召回率；AP 还要求相关条目排得靠前。</translation>
    </message>
    <message>
        <source>Two systems have the same P@10. One puts its relevant items at ranks 1–3, the other at ranks 8–10. Which metric tells them apart?</source>
        <translation>两个系统的 P@10 相同。一个把相关条目放在第 1–3 名，另一个放在第 8–10 名。哪个指标能区分它们？</translation>
    </message>
    <message>
        <source>AP@10 or NDCG@10: both weigh relevant items by their rank.</source>
        <translation>AP@10 或 NDCG@10：两者都按排名给相关条目加权。</translation>
    </message>
    <message>
        <source>R@10.</source>
        <translation>R@10。</translation>
    </message>
    <message>
        <source>P@10 computed more carefully.</source>
        <translation>更仔细地计算 P@10。</translation>
    </message>
    <message>
        <source>None: they are equally good.</source>
        <translation>都不能：它们一样好。</translation>
    </message>
    <message>
        <source>R@10 counts the same relevant items in the top 10 as P@10; it ignores their order too.</source>
        <translation>R@10 与 P@10 统计的是前 10 中同样的相关条目；它同样不看顺序。</translation>
    </message>
    <message>
        <source>P@10 counts relevant items in the top 10; however carefully it is computed, their order inside the top 10 does not change it.</source>
        <translation>P@10 统计前 10 中的相关条目；无论算得多仔细，前 10 内部的顺序都不会改变它。</translation>
    </message>
    <message>
        <source>Users read from the top: relevant items at ranks 1–3 are found sooner, and a rank-aware metric shows it.</source>
        <translation>用户从上往下读：第 1–3 名的相关条目更早被看到，考虑排名的指标会体现这一点。</translation>
    </message>
    <message>
        <source>Inside the top k, position matters for AP and NDCG, not for P@k or R@k: the counting metrics see a set, the rank-aware ones a list.</source>
        <translation>在前 k 之内，位置对 AP 和 NDCG 有影响，对 P@k 和 R@k 没有：计数型指标看到的是集合，考虑排名的指标看到的是列表。</translation>
    </message>
    <message>
        <source>Labels have grades 0–3. A team computes MAP with threshold 1 and another with threshold 2 on the same system. Their numbers differ. Why?</source>
        <translation>标签分为 0–3 级。一个团队用阈值 1 计算 MAP，另一个团队在同一个系统上用阈值 2 计算。两者数值不同。为什么？</translation>
    </message>
    <message>
        <source>The threshold decides which items count as relevant; with 2, grade-1 items no longer count.</source>
        <translation>阈值决定哪些条目算相关；阈值为 2 时，1 级条目不再算相关。</translation>
    </message>
    <message>
        <source>One of them made an arithmetic error.</source>
        <translation>其中一方算错了。</translation>
    </message>
    <message>
        <source>MAP ignores grades, so the numbers must be equal.</source>
        <translation>MAP 不看等级，所以数值一定相同。</translation>
    </message>
    <message>
        <source>Threshold 2 always gives the higher MAP.</source>
        <translation>阈值 2 总是给出更高的 MAP。</translation>
    </message>
    <message>
        <source>No error is needed: different thresholds are different definitions of relevant.</source>
        <translation>不需要有错误：不同的阈值就是对“相关”的不同定义。</translation>
    </message>
    <message>
        <source>MAP is binary, but the threshold turns grades into relevant / not relevant first, so grades do matter.</source>
        <translation>MAP 是二元的，但阈值先把等级变成相关或不相关，所以等级确实起作用。</translation>
    </message>
    <message>
        <source>Raising the threshold removes relevant items from the list and from R; MAP can rise or fall.</source>
        <translation>提高阈值会把相关条目从列表和 R 中去掉；MAP 可能上升也可能下降。</translation>
    </message>
    <message>
        <source>Binary metrics on graded labels depend on the threshold: state it next to the number, as RankLens does in the definitions bar.</source>
        <translation>在分级标签上计算二元指标取决于阈值：要在数值旁注明阈值，就像 RankLens 在定义栏里做的那样。</translation>
    </message>
    <message>
        <source>A run returns only 3 items for a query. What is its P@10 if all 3 are relevant?</source>
        <translation>某个排序结果对一个查询只返回了 3 个条目。若这 3 个都相关，它的 P@10 是多少？</translation>
    </message>
    <message>
        <source>0.3: P@10 always divides by 10, even when fewer items were returned.</source>
        <translation>0.3：P@10 总是除以 10，即使返回的条目少于 10 个。</translation>
    </message>
    <message>
        <source>1.0: every returned item is relevant.</source>
        <translation>1.0：每个返回的条目都相关。</translation>
    </message>
    <message>
        <source>Undefined: the list is shorter than k.</source>
        <translation>无定义：列表比 k 短。</translation>
    </message>
    <message>
        <source>0.3 only if the query has exactly 3 relevant items.</source>
        <translation>只有当查询恰好有 3 个相关条目时才是 0.3。</translation>
    </message>
    <message>
        <source>That divides by the 3 returned items; P@10 divides by 10, so a short list cannot look perfect.</source>
        <translation>那是除以返回的 3 个条目；P@10 除以 10，所以短列表不会显得完美。</translation>
    </message>
    <message>
        <source>The missing ranks count as not relevant; P@10 is defined.</source>
        <translation>缺少的位置算作不相关；P@10 是有定义的。</translation>
    </message>
    <message>
        <source>P@10 does not look at how many relevant items the query has; that is recall&apos;s denominator.</source>
        <translation>P@10 不看查询有多少相关条目；那是召回率的分母。</translation>
    </message>
    <message>
        <source>trec_eval and RankLens divide P@k by k: returning fewer items is not rewarded. Otherwise a system could return one sure item and score 1.</source>
        <translation>trec_eval 和 RankLens 都把 P@k 除以 k：少返回条目不会得到奖励。否则系统只要返回一个有把握的条目就能得 1。</translation>
    </message>
    <message>
        <source>Query A has 2 relevant items, query B has 50. System X finds both of A&apos;s and 10 of B&apos;s in the top 10. Which mean recall is the usual one?</source>
        <translation>查询 A 有 2 个相关条目，查询 B 有 50 个。系统 X 在前 10 中找到了 A 的全部 2 个和 B 的 10 个。通常的平均召回率是哪个？</translation>
    </message>
    <message>
        <source>The mean of per-query values: (1 + 0.2) / 2 = 0.6.</source>
        <translation>各查询值的平均：(1 + 0.2) / 2 = 0.6。</translation>
    </message>
    <message>
        <source>Pooled counts: 12 / 52 ≈ 0.23.</source>
        <translation>合并计数：12 / 52 ≈ 0.23。</translation>
    </message>
    <message>
        <source>Query B&apos;s value, 0.2, because it has more items.</source>
        <translation>查询 B 的值 0.2，因为它的条目更多。</translation>
    </message>
    <message>
        <source>The best query&apos;s value, 1.</source>
        <translation>最好那个查询的值 1。</translation>
    </message>
    <message>
        <source>Pooling lets the query with many relevant items dominate; the usual mean gives each query the same weight.</source>
        <translation>合并计数会让相关条目多的查询占主导；通常的平均给每个查询相同的权重。</translation>
    </message>
    <message>
        <source>Every query counts once in the mean, however many relevant items it has.</source>
        <translation>在平均中每个查询只算一次，不管它有多少相关条目。</translation>
    </message>
    <message>
        <source>The mean is over all queries, not the best one.</source>
        <translation>平均是对所有查询求的，而不是取最好的那个。</translation>
    </message>
    <message>
        <source>trec_eval and RankLens average the per-query values (macro-average): each query is one user&apos;s need and weighs the same.</source>
        <translation>trec_eval 和 RankLens 对各查询的值求平均（宏平均）：每个查询代表一个用户需求，权重相同。</translation>
    </message>
    <message>
        <source>Two runs give the same scores to many items. One tool reports NDCG@10 = 0.41, another 0.43 on the same files. What is the likely cause?</source>
        <translation>两个排序结果给许多条目打了相同的分。同样的文件，一个工具报告 NDCG@10 = 0.41，另一个报告 0.43。可能的原因是什么？</translation>
    </message>
    <message>
        <source>They break ties differently: equal scores ordered another way put other items in the top 10.</source>
        <translation>它们处理并列的方式不同：相同分数按另一种方式排序，前 10 中的条目就不同了。</translation>
    </message>
    <message>
        <source>One tool has a bug in NDCG.</source>
        <translation>有一个工具的 NDCG 有错误。</translation>
    </message>
    <message>
        <source>Rounding of the scores.</source>
        <translation>分数的舍入。</translation>
    </message>
    <message>
        <source>NDCG is random by nature.</source>
        <translation>NDCG 本来就是随机的。</translation>
    </message>
    <message>
        <source>Both can compute NDCG correctly; the order of tied items is a convention each tool must state.</source>
        <translation>两个工具都可能正确计算了 NDCG；并列条目的顺序是各工具必须说明的约定。</translation>
    </message>
    <message>
        <source>Rounding the final value cannot move it by 0.02; the order of the items can.</source>
        <translation>对最终值舍入不会使它变化 0.02；条目的顺序却可以。</translation>
    </message>
    <message>
        <source>NDCG of a fixed order is deterministic; only the order of tied scores is left open.</source>
        <translation>顺序固定时 NDCG 是确定的；只有并列分数的顺序没有定下来。</translation>
    </message>
    <message>
        <source>With tied scores the order is a convention: trec_eval (and RankLens) put the larger docid first. Compare tools only with the same tie rule.</source>
        <translation>分数并列时顺序是一种约定：trec_eval（以及 RankLens）把较大的 docid 排在前面。只有在并列规则相同时才能比较不同工具。</translation>
    </message>
    <message>
        <source>Many items in the top 10 were never judged. trec_eval counts them as not relevant. What does that do to a new system&apos;s P@10?</source>
        <translation>前 10 中有许多条目从未被评判。trec_eval 把它们算作不相关。这会对一个新系统的 P@10 产生什么影响？</translation>
    </message>
    <message>
        <source>It can understate it: unjudged items may be relevant, and a system unlike the pooled ones has more of them.</source>
        <translation>可能低估它：未评判的条目可能是相关的，而与参与池化的系统不同的新系统会有更多这样的条目。</translation>
    </message>
    <message>
        <source>Nothing: unjudged items are irrelevant by definition.</source>
        <translation>没有影响：未评判的条目按定义就不相关。</translation>
    </message>
    <message>
        <source>It overstates it.</source>
        <translation>会高估它。</translation>
    </message>
    <message>
        <source>P@10 skips unjudged items, so it is exact.</source>
        <translation>P@10 会跳过未评判的条目，所以是精确的。</translation>
    </message>
    <message>
        <source>Unjudged means unknown, not irrelevant; counting them as 0 is a convention that favours the pooled systems.</source>
        <translation>未评判意味着未知，而不是不相关；把它们算作 0 是一种偏向参与池化系统的约定。</translation>
    </message>
    <message>
        <source>Counting unknown items as not relevant can only lower P@10, never raise it.</source>
        <translation>把未知条目算作不相关只会降低 P@10，不会提高。</translation>
    </message>
    <message>
        <source>P@10 does not skip them: they fill places in the top 10 and count as not relevant.</source>
        <translation>P@10 不会跳过它们：它们占据前 10 的位置并算作不相关。</translation>
    </message>
    <message>
        <source>Check the judged share of the top k (judged@k) before trusting a difference; a low share means the number is a lower bound.</source>
        <translation>在相信一个差异之前，先看前 k 中已评判的比例（judged@k）；比例低意味着这个数只是下界。</translation>
    </message>
    <message>
        <source>A team tried 40 model variants on the same test queries and reports the best one&apos;s NDCG@10. What is the trap?</source>
        <translation>一个团队在同一组测试查询上试了 40 个模型变体，并报告其中最好那个的 NDCG@10。陷阱是什么？</translation>
    </message>
    <message>
        <source>The best of 40 is partly luck: picking it on the test queries overfits them; confirm on fresh queries.</source>
        <translation>40 个里最好的部分是靠运气：在测试查询上挑选它就是对这些查询过拟合；要在新的查询上确认。</translation>
    </message>
    <message>
        <source>None; more variants make the result more reliable.</source>
        <translation>没有陷阱；变体越多结果越可靠。</translation>
    </message>
    <message>
        <source>NDCG@10 cannot compare 40 models.</source>
        <translation>NDCG@10 无法比较 40 个模型。</translation>
    </message>
    <message>
        <source>They should report the mean of the 40 instead.</source>
        <translation>他们应当改为报告 40 个的平均值。</translation>
    </message>
    <message>
        <source>More variants give more chances for one to look good by chance on these queries.</source>
        <translation>变体越多，就越有机会让其中一个在这些查询上偶然显得好。</translation>
    </message>
    <message>
        <source>NDCG@10 can rank 40 models; the problem is choosing the winner on the same queries used to report it.</source>
        <translation>NDCG@10 可以给 40 个模型排名；问题在于用报告结果的同一批查询来挑选赢家。</translation>
    </message>
    <message>
        <source>The mean of 40 variants describes none of them; the chosen model must be measured on queries it was not chosen on.</source>
        <translation>40 个变体的平均不描述其中任何一个；选出的模型必须在没有参与挑选的查询上测量。</translation>
    </message>
    <message>
        <source>Selecting on the test set is a multiple comparison: hold out queries for the final number, or correct the tests for the number of comparisons.</source>
        <translation>在测试集上挑选就是一种多重比较：为最终数值留出查询，或者按比较次数校正检验。</translation>
    </message>
    <message>
        <source>System B beats A by +0.02 NDCG@10 on 25 queries. Per query, the differences range from −0.30 to +0.35. What can you say?</source>
        <translation>在 25 个查询上，系统 B 的 NDCG@10 比 A 高 0.02。各查询的差值从 −0.30 到 +0.35 不等。你能得出什么结论？</translation>
    </message>
    <message>
        <source>Nothing yet: with such spread and few queries, +0.02 is well within noise; run a paired test.</source>
        <translation>目前什么也不能说：差值这么分散、查询又这么少，+0.02 完全在噪声范围内；要做配对检验。</translation>
    </message>
    <message>
        <source>B is better: its mean is higher.</source>
        <translation>B 更好：它的平均值更高。</translation>
    </message>
    <message>
        <source>A is better: some queries fell by 0.30.</source>
        <translation>A 更好：有些查询下降了 0.30。</translation>
    </message>
    <message>
        <source>The metric is broken: differences should be small.</source>
        <translation>指标坏了：差值应当很小。</translation>
    </message>
    <message>
        <source>A higher mean over 25 noisy queries can come from chance; better needs a significance test.</source>
        <translation>25 个波动很大的查询上平均值更高，可能只是偶然；说“更好”需要显著性检验。</translation>
    </message>
    <message>
        <source>Single queries move both ways; the question is whether the mean difference is larger than its noise.</source>
        <translation>单个查询两个方向都会变；问题在于平均差是否大于它的噪声。</translation>
    </message>
    <message>
        <source>Per-query differences are often large; that is why means need many queries.</source>
        <translation>单个查询的差值常常很大；正因为如此，平均值需要许多查询。</translation>
    </message>
    <message>
        <source>The standard error of the mean difference is sd / √n; with sd ≈ 0.15 and n = 25 it is 0.03, larger than +0.02. A paired t-test would not reject.</source>
        <translation>平均差的标准误是 sd / √n；sd ≈ 0.15、n = 25 时为 0.03，比 +0.02 还大。配对 t 检验不会拒绝原假设。</translation>
    </message>
    <message>
        <source>A paired test gives p = 0.03 for B against A. Which reading is right?</source>
        <translation>B 对 A 的配对检验给出 p = 0.03。哪种解读是对的？</translation>
    </message>
    <message>
        <source>If A and B were equally good, a difference this large would come up in about 3 % of query samples.</source>
        <translation>如果 A 和 B 一样好，在大约 3 % 的查询样本中会出现这么大的差异。</translation>
    </message>
    <message>
        <source>B is better with 97 % probability.</source>
        <translation>B 有 97 % 的概率更好。</translation>
    </message>
    <message>
        <source>The difference is large.</source>
        <translation>这个差异很大。</translation>
    </message>
    <message>
        <source>3 % of the queries got worse.</source>
        <translation>有 3 % 的查询变差了。</translation>
    </message>
    <message>
        <source>A p-value is not the probability that a hypothesis is true; it is computed assuming no difference.</source>
        <translation>p 值不是某个假设为真的概率；它是在假设没有差异的前提下算出来的。</translation>
    </message>
    <message>
        <source>A small p can come from a tiny difference measured on many queries; look at the effect size.</source>
        <translation>很小的 p 可能来自在大量查询上测出的微小差异；要看效应量。</translation>
    </message>
    <message>
        <source>The p-value is about the mean difference, not about the share of queries that changed.</source>
        <translation>p 值关乎平均差，而不是发生变化的查询所占的比例。</translation>
    </message>
    <message>
        <source>p answers: how surprising is this difference if there is none? It says neither how big the difference is nor how likely B is better; report the difference with a confidence interval.</source>
        <translation>p 回答的是：如果没有差异，这个差异有多令人意外？它既不说明差异有多大，也不说明 B 更好的可能性有多大；报告差异时要附上置信区间。</translation>
    </message>
    <message>
        <source>A 95 % confidence interval for B − A is [−0.01, +0.05]. What does it say?</source>
        <translation>B − A 的 95 % 置信区间是 [−0.01, +0.05]。它说明了什么？</translation>
    </message>
    <message>
        <source>The data fit anything from a small loss to a clear gain: no significant difference at α = 0.05.</source>
        <translation>数据与从小幅下降到明显提升的任何情况都相符：在 α = 0.05 下没有显著差异。</translation>
    </message>
    <message>
        <source>B is better, because most of the interval is above 0.</source>
        <translation>B 更好，因为区间大部分在 0 以上。</translation>
    </message>
    <message>
        <source>B is 0.02 better for sure.</source>
        <translation>B 肯定好 0.02。</translation>
    </message>
    <message>
        <source>95 % of the queries gained between −0.01 and +0.05.</source>
        <translation>95 % 的查询提升在 −0.01 到 +0.05 之间。</translation>
    </message>
    <message>
        <source>The interval contains 0, so the data do not rule out no difference.</source>
        <translation>区间包含 0，所以数据不能排除没有差异。</translation>
    </message>
    <message>
        <source>0.02 is the middle of the interval, a best guess, not a certainty.</source>
        <translation>0.02 是区间的中点，是最佳估计，不是确定值。</translation>
    </message>
    <message>
        <source>The interval is for the mean difference, not for single queries, which vary far more.</source>
        <translation>这个区间针对的是平均差，不是单个查询；单个查询的变化要大得多。</translation>
    </message>
    <message>
        <source>An interval that contains 0 means the test would not reject at that level; more queries would narrow it.</source>
        <translation>区间包含 0 意味着在该水平下检验不会拒绝；更多的查询会让它变窄。</translation>
    </message>
    <message>
        <source>Twelve systems are compared pairwise (66 pairs) with paired t-tests at α = 0.05. Three pairs come out significant. What should you do first?</source>
        <translation>用 α = 0.05 的配对 t 检验两两比较 12 个系统（66 对），其中三对显著。首先应该做什么？</translation>
    </message>
    <message>
        <source>Correct for multiple comparisons (e.g. Holm or Tukey): with 66 tests about 3 false positives are expected by chance.</source>
        <translation>做多重比较校正（如 Holm 或 Tukey）：66 次检验中，预计偶然就会出现约 3 个假阳性。</translation>
    </message>
    <message>
        <source>Report the three as better.</source>
        <translation>报告这三对为更好。</translation>
    </message>
    <message>
        <source>Lower α to 0.10 to find more.</source>
        <translation>把 α 放宽到 0.10 以找到更多。</translation>
    </message>
    <message>
        <source>Drop the queries where the systems disagree.</source>
        <translation>去掉系统间意见不一致的查询。</translation>
    </message>
    <message>
        <source>Three significant pairs out of 66 is about what chance alone gives at α = 0.05.</source>
        <translation>66 对中有三对显著，这大致就是 α = 0.05 时单凭偶然会得到的数量。</translation>
    </message>
    <message>
        <source>A looser α gives more false positives, not more truth.</source>
        <translation>放宽 α 只会带来更多假阳性，而不是更多真相。</translation>
    </message>
    <message>
        <source>Removing inconvenient queries biases the comparison toward the result you want.</source>
        <translation>去掉不合意的查询会让比较偏向你想要的结果。</translation>
    </message>
    <message>
        <source>Each test has a 5 % false-positive rate; many tests together need a correction. RankLens&apos;s leaderboard corrects for all pairs.</source>
        <translation>每次检验都有 5 % 的假阳性率；多次检验需要校正。RankLens 的排行榜会对所有配对做校正。</translation>
    </message>
    <message>
        <source>Comparison 1: +0.03 over 40 queries. Comparison 2: +0.03 over 400 queries, with the same per-query spread. Which is more convincing?</source>
        <translation>比较 1：40 个查询上 +0.03。比较 2：400 个查询上 +0.03，单个查询的波动相同。哪个更有说服力？</translation>
    </message>
    <message>
        <source>Comparison 2: the standard error shrinks with √n, so the same difference is about 3 standard errors further from 0.</source>
        <translation>比较 2：标准误随 √n 缩小，所以同样的差异离 0 更远，约多出 3 倍的标准误。</translation>
    </message>
    <message>
        <source>Comparison 1: fewer queries, less noise.</source>
        <translation>比较 1：查询更少，噪声更小。</translation>
    </message>
    <message>
        <source>Both equally: the difference is the same.</source>
        <translation>一样：差异相同。</translation>
    </message>
    <message>
        <source>Neither: +0.03 is always too small.</source>
        <translation>都不：+0.03 总是太小。</translation>
    </message>
    <message>
        <source>Fewer queries mean more noise in the mean, not less.</source>
        <translation>查询更少意味着平均值的噪声更大，而不是更小。</translation>
    </message>
    <message>
        <source>The same difference is more convincing when it is measured more precisely.</source>
        <translation>同样的差异，测得越精确就越有说服力。</translation>
    </message>
    <message>
        <source>Whether +0.03 is small depends on its standard error; over 400 queries it can be clear.</source>
        <translation>+0.03 算不算小取决于它的标准误；在 400 个查询上它可能很明确。</translation>
    </message>
    <message>
        <source>t = mean / (sd / √n): ten times the queries multiplies t by √10 ≈ 3.2.</source>
        <translation>t = 平均差 / (sd / √n)：查询数增加到十倍，t 就乘以 √10 ≈ 3.2。</translation>
    </message>
    <message>
        <source>To detect half the difference with the same power, how many queries do you need?</source>
        <translation>要以相同的功效检测出一半大小的差异，需要多少查询？</translation>
    </message>
    <message>
        <source>About four times as many: the queries needed grow with (sd / Δ)².</source>
        <translation>大约四倍：所需查询数随 (sd / Δ)² 增长。</translation>
    </message>
    <message>
        <source>Twice as many.</source>
        <translation>两倍。</translation>
    </message>
    <message>
        <source>The same number.</source>
        <translation>相同数量。</translation>
    </message>
    <message>
        <source>Half as many.</source>
        <translation>一半。</translation>
    </message>
    <message>
        <source>The standard error shrinks with √n, so halving Δ needs 2² = 4 times the queries.</source>
        <translation>标准误随 √n 缩小，所以 Δ 减半需要 2² = 4 倍的查询。</translation>
    </message>
    <message>
        <source>A smaller difference is harder to tell from noise; it needs more queries.</source>
        <translation>越小的差异越难与噪声区分；需要更多查询。</translation>
    </message>
    <message>
        <source>Fewer queries make the mean noisier; a smaller difference needs the opposite.</source>
        <translation>查询更少会让平均值噪声更大；更小的差异需要的恰恰相反。</translation>
    </message>
    <message>
        <source>n ≈ ((z₁₋α/₂ + z_power) · sd / Δ)²: Δ appears squared in the denominator.</source>
        <translation>n ≈ ((z₁₋α/₂ + z_功效) · sd / Δ)²：Δ 以平方出现在分母中。</translation>
    </message>
    <message>
        <source>A recommender&apos;s NDCG@10 rose, but almost every user now sees the same 50 popular items. Which guard catches this?</source>
        <translation>一个推荐系统的 NDCG@10 上升了，但现在几乎每个用户都看到同样的 50 个热门条目。哪个守护指标能发现这一点？</translation>
    </message>
    <message>
        <source>Catalogue coverage (and novelty): how much of the catalogue reaches anyone&apos;s top k.</source>
        <translation>目录覆盖率（以及新颖性）：目录中有多少条目进入了某个用户的前 k。</translation>
    </message>
    <message>
        <source>P@10.</source>
        <translation>P@10。</translation>
    </message>
    <message>
        <source>MRR.</source>
        <translation>MRR。</translation>
    </message>
    <message>
        <source>NDCG@20.</source>
        <translation>NDCG@20。</translation>
    </message>
    <message>
        <source>P@10 can rise with popular items too; it does not look at how many distinct items are shown.</source>
        <translation>P@10 也可能随着热门条目一起上升；它不看展示了多少不同的条目。</translation>
    </message>
    <message>
        <source>MRR looks at the first relevant item per user, not at how varied the lists are.</source>
        <translation>MRR 看的是每个用户的第一个相关条目，而不是列表有多多样。</translation>
    </message>
    <message>
        <source>NDCG@20 is another accuracy metric and rewards the same popular items.</source>
        <translation>NDCG@20 是另一个准确性指标，同样奖励那些热门条目。</translation>
    </message>
    <message>
        <source>Accuracy metrics reward popular items, which many users like; coverage and novelty show when the lists collapse onto them.</source>
        <translation>准确性指标会奖励许多用户都喜欢的热门条目；覆盖率和新颖性能显示列表何时收缩到这些条目上。</translation>
    </message>
    <message>
        <source>A diversity metric (ILD) rose after a change, and NDCG@10 fell sharply. How should the change be judged?</source>
        <translation>某项改动之后，多样性指标（ILD）上升了，而 NDCG@10 大幅下降。应当怎样评判这项改动？</translation>
    </message>
    <message>
        <source>As a trade-off: more varied lists that users may find less relevant; decide with both numbers and the product&apos;s goal.</source>
        <translation>作为一种权衡：列表更多样了，但用户可能觉得没那么相关；要结合两个数值和产品目标来决定。</translation>
    </message>
    <message>
        <source>As better: diversity is what matters.</source>
        <translation>更好：多样性才是重要的。</translation>
    </message>
    <message>
        <source>As worse: accuracy is all that counts.</source>
        <translation>更差：只有准确性才算数。</translation>
    </message>
    <message>
        <source>As a bug: the two cannot move apart.</source>
        <translation>是错误：两者不可能反向变化。</translation>
    </message>
    <message>
        <source>Random lists are very diverse; diversity alone cannot say the lists got better.</source>
        <translation>随机列表非常多样；单凭多样性不能说明列表变好了。</translation>
    </message>
    <message>
        <source>Accuracy alone misses whether users get stuck in a narrow set of items.</source>
        <translation>单看准确性会忽略用户是否被困在一小批条目里。</translation>
    </message>
    <message>
        <source>Diversity and accuracy often pull in opposite directions; that is the point of watching both.</source>
        <translation>多样性和准确性常常相互拉扯；这正是两者都要看的原因。</translation>
    </message>
    <message>
        <source>Beyond-accuracy metrics guard accuracy, they do not replace it: report both and judge the trade-off against what the product needs.</source>
        <translation>超越准确性的指标是用来守护准确性的，而不是替代它：两者都要报告，并根据产品需要来权衡。</translation>
    </message>
    <message>
        <source>An offline NDCG@10 gain of +0.04 did not show up in the A/B test&apos;s click-through. What is a likely reason?</source>
        <translation>离线 NDCG@10 提升了 0.04，但在 A/B 测试的点击率上没有体现。可能的原因是什么？</translation>
    </message>
    <message>
        <source>The offline labels or k do not match what users do: the gain may be at ranks they do not see or on labels they do not act on.</source>
        <translation>离线标签或 k 与用户行为不符：提升可能在用户看不到的位置，或在他们不会据以行动的标签上。</translation>
    </message>
    <message>
        <source>The A/B test must be wrong.</source>
        <translation>A/B 测试一定错了。</translation>
    </message>
    <message>
        <source>NDCG@10 always predicts clicks.</source>
        <translation>NDCG@10 总能预测点击。</translation>
    </message>
    <message>
        <source>The offline gain was too large to be real.</source>
        <translation>离线提升太大，不可能是真的。</translation>
    </message>
    <message>
        <source>A/B tests have their own noise, but a mismatch between offline labels and user behaviour is the first suspect.</source>
        <translation>A/B 测试有自己的噪声，但首先要怀疑的是离线标签与用户行为不一致。</translation>
    </message>
    <message>
        <source>Offline metrics are proxies; how well they predict clicks depends on the labels and the cut-off.</source>
        <translation>离线指标只是代理；它们能多好地预测点击取决于标签和截断位置。</translation>
    </message>
    <message>
        <source>+0.04 is not implausibly large; the question is whether it measures what users experience.</source>
        <translation>+0.04 并非大得不可信；问题在于它是否衡量了用户的实际体验。</translation>
    </message>
    <message>
        <source>Check that the labels reflect the behaviour the A/B test measures and that k matches the screen; then check whether the offline gain was significant.</source>
        <translation>检查标签是否反映了 A/B 测试所衡量的行为、k 是否与屏幕相符；再检查离线提升是否显著。</translation>
    </message>
    <message>
        <source>Clicks are used as labels, and users click the top result far more often whatever it is. What do clicks at rank 1 tell you?</source>
        <translation>用点击作标签，而无论排第一的是什么，用户点它的次数都远多于其他结果。第 1 名的点击说明了什么？</translation>
    </message>
    <message>
        <source>Partly position, not relevance: correct for position bias (e.g. IPS) before treating clicks as labels.</source>
        <translation>部分是位置而非相关性：把点击当作标签之前，要先校正位置偏差（如 IPS）。</translation>
    </message>
    <message>
        <source>That rank 1 is always the most relevant item.</source>
        <translation>第 1 名总是最相关的条目。</translation>
    </message>
    <message>
        <source>Nothing: clicks are random.</source>
        <translation>什么也说明不了：点击是随机的。</translation>
    </message>
    <message>
        <source>That the ranking is perfect.</source>
        <translation>排序是完美的。</translation>
    </message>
    <message>
        <source>Users click rank 1 more whatever is there; its clicks overstate its relevance.</source>
        <translation>无论第 1 名放的是什么，用户都更常点它；它的点击夸大了它的相关性。</translation>
    </message>
    <message>
        <source>Clicks carry information, but mixed with where the item was shown.</source>
        <translation>点击是有信息的，只是混杂了条目被展示的位置。</translation>
    </message>
    <message>
        <source>Many clicks at rank 1 come from its position, not from a perfect order.</source>
        <translation>第 1 名的大量点击来自它的位置，而不是完美的排序。</translation>
    </message>
    <message>
        <source>IPS divides each click by the probability that its position was looked at, so clicks at low ranks count more and rank 1 stops dominating.</source>
        <translation>IPS 把每次点击除以其所在位置被查看的概率，于是低位置的点击分量更重，第 1 名不再占主导。</translation>
    </message>
    <message>
        <source>Two graders label the same items; they agree on 70 % of them. What does that mean for comparing two systems?</source>
        <translation>两位评判者标注了同样的条目；他们在 70 % 的条目上意见一致。这对比较两个系统意味着什么？</translation>
    </message>
    <message>
        <source>Small differences may depend on whose labels are used; check whether the ranking of the systems holds under both label sets.</source>
        <translation>小的差异可能取决于用了谁的标签；要检查两个系统的排序在两套标签下是否都成立。</translation>
    </message>
    <message>
        <source>Nothing: label noise cancels out.</source>
        <translation>没有影响：标签噪声会相互抵消。</translation>
    </message>
    <message>
        <source>The labels are useless.</source>
        <translation>这些标签没用。</translation>
    </message>
    <message>
        <source>Average the two grades and the problem is gone.</source>
        <translation>把两个等级平均一下，问题就没了。</translation>
    </message>
    <message>
        <source>Disagreement is not guaranteed to cancel; it can favour one system.</source>
        <translation>分歧不一定会相互抵消；它可能偏向某个系统。</translation>
    </message>
    <message>
        <source>70 % agreement is common; labels are still useful, with care for small differences.</source>
        <translation>70 % 的一致率很常见；标签仍然有用，只是对小差异要小心。</translation>
    </message>
    <message>
        <source>Averaging hides the disagreement instead of showing whether the conclusion depends on it.</source>
        <translation>平均会掩盖分歧，而不是显示结论是否取决于它。</translation>
    </message>
    <message>
        <source>System rankings are usually stable across graders, but close pairs can flip: compare the systems under each label set.</source>
        <translation>系统排名在不同评判者之间通常是稳定的，但接近的两个系统可能会颠倒：要在每套标签下分别比较。</translation>
    </message>
    <message>
        <source>Two comparisons of system B against A on NDCG@10. Comparison 1: B is ahead by +%1 over %2 queries; the per-query differences have a standard deviation of %3. Comparison 2: +%4 over %5 queries, standard deviation %6. Which shows more convincingly that B is better (a paired t-test on each)?</source>
        <translation>在 NDCG@10 上对系统 B 与 A 做了两次比较。比较 1：在 %2 个查询上 B 领先 +%1；各查询差值的标准差为 %3。比较 2：在 %5 个查询上领先 +%4，标准差为 %6。哪一次更有说服力地说明 B 更好（各做一次配对 t 检验）？</translation>
    </message>
    <message>
        <source>Comparison %1.</source>
        <translation>比较 %1。</translation>
    </message>
    <message>
        <source>Comparison %1 is only %2 standard errors from no difference; comparison %3 is %4. What convinces is the difference against its standard error sd / √n, not the difference alone.</source>
        <translation>比较 %1 离“没有差异”只有 %2 个标准误；比较 %3 则有 %4 个。有说服力的是差异相对于其标准误 sd / √n 的大小，而不是差异本身。</translation>
    </message>
    <message>
        <source>Both equally: B is ahead in both.</source>
        <translation>一样：B 在两次比较中都领先。</translation>
    </message>
    <message>
        <source>Being ahead is not enough: the paired t statistics differ, %1 against %2, because the spreads and the numbers of queries differ.</source>
        <translation>领先还不够：两次的配对 t 统计量不同，%1 对 %2，因为波动和查询数都不同。</translation>
    </message>
    <message>
        <source>Neither can be judged without every per-query value.</source>
        <translation>没有每个查询的值，两者都无法判断。</translation>
    </message>
    <message>
        <source>The mean difference, its standard deviation and the number of queries are all a paired t-test needs: t = mean / (sd / √n).</source>
        <translation>平均差、它的标准差和查询数就是配对 t 检验所需的全部：t = 平均差 / (sd / √n)。</translation>
    </message>
    <message>
        <source>t = mean / (sd / √n). Comparison %1: t = %2, p = %3. Comparison %4: t = %5, p = %6. The same difference convinces more with less spread or more queries: the standard error shrinks with √n.</source>
        <translation>t = 平均差 / (sd / √n)。比较 %1：t = %2，p = %3。比较 %4：t = %5，p = %6。同样的差异，波动越小或查询越多就越有说服力：标准误随 √n 缩小。</translation>
    </message>
    <message>
        <source>Too few: with %1 queries the smallest difference the test detects with 80 % power is +%2, larger than +%3. The queries needed grow with (sd / Δ)².</source>
        <translation>太少了：用 %1 个查询，检验能以 80 % 功效检测出的最小差异是 +%2，比 +%3 大。所需查询数随 (sd / Δ)² 增长。</translation>
    </message>
    <message>
        <source>About %1 queries.</source>
        <translation>大约 %1 个查询。</translation>
    </message>
    <message>
        <source>The per-query differences of NDCG@10 between two systems have a standard deviation of %1. About how many queries does a paired t-test need to detect a true difference of +%2 with 80 % power at α = 0.05?</source>
        <translation>两个系统在 NDCG@10 上各查询差值的标准差为 %1。在 α = 0.05 下，配对 t 检验大约需要多少个查询，才能以 80 % 的功效检测出 +%2 的真实差异？</translation>
    </message>
    <message>
        <source>Far more than needed: %1 queries already reach 80 % power for +%2; four times as many detect half that difference (+%3).</source>
        <translation>远超所需：%1 个查询就已对 +%2 达到 80 % 的功效；四倍的查询能检测出一半大小的差异（+%3）。</translation>
    </message>
    <message>
        <source>With sd %1, a paired t-test needs %2 queries to detect +%3 with 80 % power (α = 0.05); with %2 queries the minimal detectable effect is +%4. Half the difference would need about four times the queries.</source>
        <translation>sd 为 %1 时，配对 t 检验需要 %2 个查询才能以 80 % 的功效（α = 0.05）检测出 +%3；用 %2 个查询时，最小可检测效应为 +%4。差异减半则需要大约四倍的查询。</translation>
    </message>
    <message>
        <source>As the system listed them (document, score, grade):</source>
        <translation>按系统列出的顺序（文档、得分、等级）：</translation>
    </message>
    <message>
        <source>The system listed these items with its scores. RankLens ranks by score, highest first; equal scores go by document id compared character by character, the later one first: D9 before D10. Relevant means grade ≥ %1; the gain of grade g is %2. What is %3?</source>
        <translation>系统列出了这些条目及其得分。RankLens 按得分从高到低排序；得分相同时按文档编号逐个字符比较，靠后的排在前面：D9 在 D10 之前。等级 ≥ %1 即为相关；等级 g 的增益为 %2。%3 是多少？</translation>
    </message>
    <message>
        <source>You put items with equal scores in document id order from the smallest. RankLens puts the larger id first, comparing the ids character by character: D9 before D10 before D1.</source>
        <translation>你把得分相同的条目按文档编号从小到大排列了。RankLens 把编号大的排在前面，并且逐个字符比较编号：D9 在 D10 之前，D10 在 D1 之前。</translation>
    </message>
    <message>
        <source>ties ordered by document id the wrong way</source>
        <translation>并列条目按文档编号排反了</translation>
    </message>
    <message>
        <source>You left items with equal scores in the order the system listed them. RankLens orders them by document id compared character by character, the larger first.</source>
        <translation>你让得分相同的条目保持了系统列出的顺序。RankLens 按文档编号逐个字符比较来排列它们，大的在前。</translation>
    </message>
    <message>
        <source>ties left in the order they were listed</source>
        <translation>并列条目保持了列出时的顺序</translation>
    </message>
    <message>
        <source>RankLens&apos;s order (score, highest first; equal scores by document id, compared character by character, the larger first): %1 → grades [%2].</source>
        <translation>RankLens 的顺序（按得分从高到低；得分相同时按文档编号逐个字符比较，大的在前）：%1 → 等级 [%2]。</translation>
    </message>
    <message>
        <source>The system listed these items with its scores. RankLens ranks by score, highest first; equal scores go by document id compared character by character, the later one first: D9 before D10. Relevant means grade ≥ %1. What is %2?</source>
        <translation>系统列出了这些条目及其得分。RankLens 按得分从高到低排序；得分相同时按文档编号逐个字符比较，靠后的排在前面：D9 在 D10 之前。等级 ≥ %1 即为相关。%2 是多少？</translation>
    </message>
    <message>
        <source>Relevant means grade ≥ %1. Compute %2 for each query and give their mean.</source>
        <translation>相关指等级 ≥ %1。请对每个查询计算 %2，并给出它们的平均值。</translation>
    </message>
    <message>
        <source>Relevant means grade ≥ %1. What is %2?</source>
        <translation>相关指等级 ≥ %1。%2 是多少？</translation>
    </message>
    <message>
        <source>Relevant means grade ≥ %1. Ranks %2 and %3 of the list swap places. Does %4 rise, fall or stay the same, and roughly by how much?</source>
        <translation>相关指等级 ≥ %1。列表中第 %2 名和第 %3 名互换位置。%4 会上升、下降还是不变，大约变化多少？</translation>
    </message>
    <message>
        <source>a wrong prediction</source>
        <translation>预测错误</translation>
    </message>
    <message>
        <source>a list that misses the target</source>
        <translation>列表未达到目标</translation>
    </message>
    <message>
        <source>a wrong choice</source>
        <translation>选择错误</translation>
    </message>
    <message>
        <source>the answer shown before a try</source>
        <translation>未作答就看了答案</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>未作答</translation>
    </message>
    <message>
        <source>an answer that could not be read</source>
        <translation>无法读取的答案</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <source>NUL byte in the line (ids cannot contain one)</source>
        <translation>该行含有 NUL 字节（id 不能包含它）</translation>
    </message>
    <message>
        <source>line longer than 64 MiB</source>
        <translation>该行超过 64 MiB</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>无法读取（%1）</translation>
    </message>
    <message>
        <source>expected 6 fields &apos;qid iter docid rank score tag&apos;, found %1</source>
        <translation>应有 6 个字段 &apos;qid iter docid rank score tag&apos;，实际为 %1 个</translation>
    </message>
    <message>
        <source>expected 4 fields &apos;qid iter docid rel&apos;, found %1</source>
        <translation>应有 4 个字段 &apos;qid iter docid rel&apos;，实际为 %1 个</translation>
    </message>
    <message>
        <source>score &apos;%1&apos; is not a number</source>
        <translation>分数 &apos;%1&apos; 不是数字</translation>
    </message>
    <message>
        <source>rank &apos;%1&apos; is not an integer</source>
        <translation>排名 &apos;%1&apos; 不是整数</translation>
    </message>
    <message>
        <source>relevance &apos;%1&apos; is not an integer</source>
        <translation>相关度 &apos;%1&apos; 不是整数</translation>
    </message>
    <message>
        <source>relevance &apos;%1&apos; is not an integer (TREC qrels take integer relevance as trec_eval; --real-labels reads real-valued labels as gains)</source>
        <translation>相关度 &apos;%1&apos; 不是整数（TREC qrels 与 trec_eval 一样只接受整数相关度；--real-labels 把实数标注读作增益）</translation>
    </message>
    <message>
        <source>query &apos;%1&apos; lists document &apos;%2&apos; more than once</source>
        <translation>查询 &apos;%1&apos; 多次列出文档 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>query &apos;%1&apos; lists document &apos;%2&apos; more than once (lines %3)</source>
        <translation>查询 &apos;%1&apos; 多次列出文档 &apos;%2&apos;（第 %3 行）</translation>
    </message>
    <message>
        <source>query &apos;%1&apos; lists a judgment of document &apos;%2&apos; more than once</source>
        <translation>查询 &apos;%1&apos; 多次给出文档 &apos;%2&apos; 的标注</translation>
    </message>
    <message>
        <source>query &apos;%1&apos; lists a judgment of document &apos;%2&apos; more than once (lines %3)</source>
        <translation>查询 &apos;%1&apos; 多次给出文档 &apos;%2&apos; 的标注（第 %3 行）</translation>
    </message>
    <message>
        <source>unterminated quote in header</source>
        <translation>表头中的引号未闭合</translation>
    </message>
    <message>
        <source>the file is empty: a header row is expected</source>
        <translation>文件为空：应有一行表头</translation>
    </message>
    <message>
        <source>header must name a query column (query/user), a doc column (doc/item) and a score or rank column (found: %1)</source>
        <translation>表头须含查询列（query/user）、条目列（doc/item）以及分数列或排名列（找到的列：%1）</translation>
    </message>
    <message>
        <source>header must name a query column (query/user), a doc column (doc/item) and a label column (label/rel/grade) (found: %1)</source>
        <translation>表头须含查询列（query/user）、条目列（doc/item）以及标注列（label/rel/grade）（找到的列：%1）</translation>
    </message>
    <message>
        <source>unterminated quote</source>
        <translation>引号未闭合</translation>
    </message>
    <message>
        <source>expected at least %1 fields, found %2</source>
        <translation>应至少有 %1 个字段，实际为 %2 个</translation>
    </message>
    <message>
        <source>%1 fields, but the header names %2 (beyond it: %3); quote a value that holds &apos;%4&apos;</source>
        <translation>有 %1 个字段，但表头只有 %2 列（多出的：%3）；含有 &apos;%4&apos; 的值请加引号</translation>
    </message>
    <message>
        <source>%1 fields, but the header names %2 (beyond it: %3); quote a value that holds a tab</source>
        <translation>有 %1 个字段，但表头只有 %2 列（多出的：%3）；含有制表符的值请加引号</translation>
    </message>
    <message>
        <source>empty query or doc id</source>
        <translation>查询或文档 id 为空</translation>
    </message>
    <message>
        <source>label &apos;%1&apos; is out of range (at most 2147483647 in magnitude)</source>
        <translation>标注 &apos;%1&apos; 超出范围（绝对值至多 2147483647）</translation>
    </message>
    <message>
        <source>label &apos;%1&apos; is not a number</source>
        <translation>标注 &apos;%1&apos; 不是数字</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>not valid JSON (column %1): %2</source>
        <translation>不是有效的 JSON（第 %1 列）：%2</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>不是 JSON 对象</translation>
    </message>
    <message>
        <source>needs &quot;query&quot; and &quot;doc&quot; (or user/item) ids</source>
        <translation>需要 &quot;query&quot; 和 &quot;doc&quot;（或 user/item）id</translation>
    </message>
    <message>
        <source>needs a numeric &quot;score&quot; or an integer &quot;rank&quot;</source>
        <translation>需要数值型的 &quot;score&quot; 或整数型的 &quot;rank&quot;</translation>
    </message>
    <message>
        <source>score is not a number</source>
        <translation>分数不是数字</translation>
    </message>
    <message>
        <source>rank %1 is out of range (at most 2147483647 in magnitude)</source>
        <translation>排名 %1 超出范围（绝对值至多 2147483647）</translation>
    </message>
    <message>
        <source>label %1 is out of range (at most 2147483647 in magnitude)</source>
        <translation>标注 %1 超出范围（绝对值至多 2147483647）</translation>
    </message>
    <message>
        <source>needs a numeric &quot;label&quot;</source>
        <translation>需要数值型的 &quot;label&quot;</translation>
    </message>
    <message>
        <source>expected {&quot;query&quot;: {&quot;doc&quot;: score, ...}, ...} with numeric scores</source>
        <translation>应为 {&quot;query&quot;: {&quot;doc&quot;: score, ...}, ...} 的形式，分数须为数值</translation>
    </message>
    <message>
        <source>expected {&quot;query&quot;: {&quot;doc&quot;: label, ...}, ...} with numeric labels</source>
        <translation>应为 {&quot;query&quot;: {&quot;doc&quot;: label, ...}, ...} 的形式，标注须为数值</translation>
    </message>
    <message>
        <source>query &apos;%1&apos;, doc &apos;%2&apos;: the score is not a number</source>
        <translation>查询 &apos;%1&apos;、文档 &apos;%2&apos;：分数不是数字</translation>
    </message>
    <message>
        <source>query &apos;%1&apos;, doc &apos;%2&apos;: label %3 is out of range (at most 2147483647 in magnitude)</source>
        <translation>查询 &apos;%1&apos;、文档 &apos;%2&apos;：标注 %3 超出范围（绝对值至多 2147483647）</translation>
    </message>
    <message>
        <source>query &apos;%1&apos;, doc &apos;%2&apos;: needs a numeric &quot;label&quot;</source>
        <translation>查询 &apos;%1&apos;、文档 &apos;%2&apos;：需要数值型的 &quot;label&quot;</translation>
    </message>
    <message>
        <source>query &apos;%1&apos;, doc &apos;%2&apos;: NUL byte in the line (ids cannot contain one)</source>
        <translation>查询 &apos;%1&apos;、文档 &apos;%2&apos;：含有 NUL 字节（id 不能包含它）</translation>
    </message>
    <message>
        <source>expected %1 fields, found %2</source>
        <translation>应有 %1 个字段，实际为 %2 个</translation>
    </message>
    <message>
        <source>empty file (no header)</source>
        <translation>文件为空（没有表头）</translation>
    </message>
    <message>
        <source>header must name the user, item and event columns (found: %1)</source>
        <translation>表头须含用户列、条目列和事件列（找到的是：%1）</translation>
    </message>
    <message>
        <source>empty user or item</source>
        <translation>用户或条目为空</translation>
    </message>
    <message>
        <source>timestamp &apos;%1&apos; is neither ISO 8601 nor a number</source>
        <translation>时间戳 &apos;%1&apos; 既不是 ISO 8601 格式，也不是数字</translation>
    </message>
    <message>
        <source>header must name the query column (qid, query_id, user...); found: %1</source>
        <translation>表头须含查询列（qid、query_id、user…）；找到的是：%1</translation>
    </message>
    <message>
        <source>header must name the item column (docid, item, item_id...); found: %1</source>
        <translation>表头须含条目列（docid、item、item_id…）；找到的是：%1</translation>
    </message>
    <message>
        <source>empty id</source>
        <translation>id 为空</translation>
    </message>
    <message>
        <source>weight &apos;%1&apos; is not a non-negative number</source>
        <translation>权重 &apos;%1&apos; 不是非负数</translation>
    </message>
    <message>
        <source>popularity &apos;%1&apos; is not a non-negative number</source>
        <translation>流行度 &apos;%1&apos; 不是非负数</translation>
    </message>
    <message>
        <source>missing column(s):%1 (the header must name qid, measure and value; found: %2)</source>
        <translation>缺少列：%1（表头须含 qid、measure 和 value；找到的是：%2）</translation>
    </message>
    <message>
        <source>empty qid</source>
        <translation>qid 为空</translation>
    </message>
    <message>
        <source>empty measure name</source>
        <translation>指标名为空</translation>
    </message>
    <message>
        <source>value is NaN (%1, %2)</source>
        <translation>值为 NaN（%1，%2）</translation>
    </message>
    <message>
        <source>bad number &apos;%1&apos; in the value column</source>
        <translation>value 列中的 &apos;%1&apos; 不是有效数字</translation>
    </message>
    <message>
        <source>value &apos;%1&apos; is not finite</source>
        <translation>值 &apos;%1&apos; 不是有限数</translation>
    </message>
    <message>
        <source>no values (only a header, or an empty file)</source>
        <translation>没有任何值（只有表头，或文件为空）</translation>
    </message>
    <message>
        <source>%1 = %2 for query &apos;%3&apos;: every value of %4 lies in [0, 1]</source>
        <translation>查询 &apos;%3&apos; 的 %1 = %2：%4 的每个值都在 [0, 1] 之内</translation>
    </message>
    <message>
        <source>value %1 (%2, %3) is out of range: values must lie in [-1e15, 1e15] (their sums and means overflow beyond it)</source>
        <translation>值 %1（%2，%3）超出范围：值须在 [-1e15, 1e15] 之内（超出后其和与均值会溢出）</translation>
    </message>
    <message>
        <source>duplicate value for query &apos;%1&apos;, measure %2 (first on line %3)</source>
        <translation>查询 &apos;%1&apos; 的指标 %2 有重复的值（首次出现在第 %3 行）</translation>
    </message>
    <message>
        <source>%1 values for %2 measures and %3 queries: an evaluated run gives most queries a value for each measure (this file would leave %4 (measure, query) pairs empty)</source>
        <translation>%2 个指标、%3 个查询只有 %1 个值：已评估的系统结果应为大多数查询给出每个指标的值（此文件会留下 %4 个空的（指标，查询）组合）</translation>
    </message>
    <message>
        <source>expected 4 fields &apos;qid subtopic docid judgment&apos;, found %1</source>
        <translation>应有 4 个字段 &apos;qid subtopic docid judgment&apos;，实际为 %1 个</translation>
    </message>
    <message>
        <source>judgment &apos;%1&apos; is not an integer</source>
        <translation>判断 &apos;%1&apos; 不是整数</translation>
    </message>
    <message>
        <source>query &apos;%1&apos;, subtopic &apos;%2&apos;, doc &apos;%3&apos; is judged twice</source>
        <translation>查询 &apos;%1&apos;、子主题 &apos;%2&apos;、文档 &apos;%3&apos; 被判断了两次</translation>
    </message>
    <message>
        <source>a comment line right after another comment line: trec_eval 10.0 reads it as data</source>
        <translation>注释行紧跟在另一注释行之后：trec_eval 10.0 会把它当作数据读取</translation>
    </message>
    <message>
        <source>blank line (trec_eval refuses it)</source>
        <translation>空行（trec_eval 不接受）</translation>
    </message>
    <message>
        <source>expected %1 fields &apos;%2&apos;, found %3</source>
        <translation>应有 %1 个字段 &apos;%2&apos;，实际为 %3 个</translation>
    </message>
    <message>
        <source>expected %1 fields &apos;%2&apos;, found %3 (comment lines need --trec-eval-version 10.0)</source>
        <translation>应有 %1 个字段 &apos;%2&apos;，实际为 %3 个（注释行需要 --trec-eval-version 10.0）</translation>
    </message>
    <message>
        <source>no judgments (trec_eval refuses an empty file)</source>
        <translation>没有任何判断（trec_eval 不接受空文件）</translation>
    </message>
    <message>
        <source>rel_level &apos;%1&apos; is not a finite number</source>
        <translation>rel_level &apos;%1&apos; 不是有限数</translation>
    </message>
    <message>
        <source>rel &apos;%1&apos; is not an integer</source>
        <translation>rel &apos;%1&apos; 不是整数</translation>
    </message>
    <message>
        <source>query &apos;%1&apos;, judgment group &apos;%2&apos;: doc &apos;%3&apos; is judged twice</source>
        <translation>查询 &apos;%1&apos;、判断组 &apos;%2&apos;：文档 &apos;%3&apos; 被判断了两次</translation>
    </message>
    <message>
        <source>needs a query and a doc</source>
        <translation>需要查询和文档</translation>
    </message>
    <message>
        <source>the judge is empty (every label needs its judge)</source>
        <translation>评审为空（每个标注都需要注明评审）</translation>
    </message>
    <message>
        <source>the grade is out of range</source>
        <translation>等级超出范围</translation>
    </message>
    <message>
        <source>judge &apos;%1&apos; grades %2 twice</source>
        <translation>评审 &apos;%1&apos; 对 %2 打了两次等级</translation>
    </message>
    <message>
        <source>holds no label</source>
        <translation>没有任何标注</translation>
    </message>
    <message>
        <source>the grade is not a number</source>
        <translation>等级不是数字</translation>
    </message>
    <message>
        <source>the grade &apos;%1&apos; is not a number</source>
        <translation>等级 &apos;%1&apos; 不是数字</translation>
    </message>
    <message>
        <source>the confidence is not a number</source>
        <translation>置信度不是数字</translation>
    </message>
    <message>
        <source>needs query, doc, grade and judge columns</source>
        <translation>需要查询列、文档列、等级列和评审列</translation>
    </message>
    <message>
        <source>an unterminated quote</source>
        <translation>引号未闭合</translation>
    </message>
    <message>
        <source>fewer fields than the header names</source>
        <translation>字段数少于表头的列数</translation>
    </message>
    <message>
        <source>expected 4 fields &apos;qid measure mean stddev&apos;, found %1</source>
        <translation>应有 4 个字段 &apos;qid measure mean stddev&apos;，实际为 %1 个</translation>
    </message>
    <message>
        <source>mean &apos;%1&apos; is not a number</source>
        <translation>均值 &apos;%1&apos; 不是数字</translation>
    </message>
    <message>
        <source>stddev &apos;%1&apos; is not a number</source>
        <translation>标准差 &apos;%1&apos; 不是数字</translation>
    </message>
    <message>
        <source>measure &apos;%1&apos; of query &apos;%2&apos; is given twice</source>
        <translation>查询 &apos;%2&apos; 的指标 &apos;%1&apos; 给出了两次</translation>
    </message>
    <message>
        <source>header must name the item column (docid, item, item_id...) and the group column &apos;%1&apos;; found: %2</source>
        <translation>表头须含条目列（docid、item、item_id…）和分组列 &apos;%1&apos;；找到的是：%2</translation>
    </message>
    <message>
        <source>expected at least %1 fields</source>
        <translation>应至少有 %1 个字段</translation>
    </message>
    <message>
        <source>the same content was already imported as run &apos;%1&apos; (id %2)</source>
        <translation>相同内容已作为系统结果 &apos;%1&apos;（id %2）导入过</translation>
    </message>
    <message>
        <source>the same content was already imported as label set &apos;%1&apos; (id %2)</source>
        <translation>相同内容已作为标注集 &apos;%1&apos;（id %2）导入过</translation>
    </message>
    <message>
        <source>the same content was already imported as evaluated run &apos;%1&apos; (id %2)</source>
        <translation>相同内容已作为已评估的系统结果 &apos;%1&apos;（id %2）导入过</translation>
    </message>
    <message>
        <source>the same log was already imported as click log &apos;%1&apos; (id %2)</source>
        <translation>相同的日志已作为点击日志 &apos;%1&apos;（id %2）导入过</translation>
    </message>
</context>
<context>
    <name>ProjectOpen</name>
    <message>
        <source>Open project</source>
        <translation>打开项目</translation>
    </message>
    <message>
        <source>%1 is open. Open %2 in a new window, or instead of the open project?</source>
        <translation>%1 已打开。要在新窗口中打开 %2，还是用它替换当前项目？</translation>
    </message>
    <message>
        <source>New &amp;Window</source>
        <translation>新窗口(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>替换(&amp;R)</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Grade %1 for %2</source>
        <translation>将 %2 评为 %1 级</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
</context>
<context>
    <name>QuerySetText</name>
    <message numerus="yes">
        <source>Mean over %n labelled queries</source>
        <translation>
            <numerusform>%n 个已标注查询的均值</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mean over %n labelled queries, missing ones scored 0</source>
        <translation>
            <numerusform>%n 个已标注查询的均值，缺失的记 0</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mean over %n labelled queries, %1 missing scored 0</source>
        <translation>
            <numerusform>%n 个已标注查询的均值，%1 个缺失的记 0</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mean over %n queries every run returned (run ∩ labels)</source>
        <translation>
            <numerusform>每个排序结果都返回的 %n 个查询的均值（排序结果 ∩ 标注）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mean over %n queries (run ∩ labels)</source>
        <translation>
            <numerusform>%n 个查询的均值（排序结果 ∩ 标注）</numerusform>
        </translation>
    </message>
    <message>
        <source>every labelled query counts, a query a run did not return scores 0</source>
        <translation>每个已标注查询都计入，排序结果未返回的查询记 0</translation>
    </message>
    <message>
        <source>a query a run did not return is left out of its mean (run ∩ labels)</source>
        <translation>排序结果未返回的查询不计入其均值（排序结果 ∩ 标注）</translation>
    </message>
    <message numerus="yes">
        <source>%1 returned %2 of %n labelled queries</source>
        <translation>
            <numerusform>%1 返回了 %n 个已标注查询中的 %2 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Mean over run ∩ labels, queries per run: %1</source>
        <translation>排序结果 ∩ 标注上的均值，各排序结果的查询数：%1</translation>
    </message>
</context>
<context>
    <name>RankingInput</name>
    <message>
        <source>The ranked list is not available for %1: it is an evaluated run (per-query values computed elsewhere), so only its values are shown, in the queries view and Compare.</source>
        <translation>%1 没有可用的排序列表：它是已评估运行（逐查询数值在别处计算），因此只在查询视图和比较中显示其数值。</translation>
    </message>
</context>
<context>
    <name>ReadingAid</name>
    <message>
        <source>more conservative but orders better</source>
        <translation>更保守，但排序更好</translation>
    </message>
    <message>
        <source>more conservative: a cleaner top k, but fewer of all relevant items</source>
        <translation>更保守：前 k 位更干净，但覆盖的相关条目更少</translation>
    </message>
    <message>
        <source>casts a wider net: more of the relevant items, with more noise at the top</source>
        <translation>撒网更广：找回更多相关条目，但前列噪声更多</translation>
    </message>
    <message>
        <source>better across the board: more relevant items in the top k</source>
        <translation>全面更好：前 k 位的相关条目更多</translation>
    </message>
    <message>
        <source>better on average, not in every segment: more relevant items in the top k</source>
        <translation>平均更好，但并非每个分群都更好：前 k 位的相关条目更多</translation>
    </message>
    <message>
        <source>worse across the board: fewer relevant items in the top k</source>
        <translation>全面更差：前 k 位的相关条目更少</translation>
    </message>
    <message>
        <source>the same relevant items, ordered better</source>
        <translation>相关条目相同，排序更好</translation>
    </message>
    <message>
        <source>the same relevant items, ordered worse</source>
        <translation>相关条目相同，排序更差</translation>
    </message>
    <message>
        <source>more relevant items, but the best ones sit lower</source>
        <translation>相关条目更多，但最好的条目排得更靠后</translation>
    </message>
    <message>
        <source>fewer relevant items, but the best ones rank higher</source>
        <translation>相关条目更少，但最好的条目排得更靠前</translation>
    </message>
    <message>
        <source>no real change at this cut-off</source>
        <translation>在这个截断位置没有实质变化</translation>
    </message>
    <message>
        <source>better at the head, worse deeper in the list</source>
        <translation>列表头部更好，越往后越差</translation>
    </message>
    <message>
        <source>worse at the head, better deeper in the list</source>
        <translation>列表头部更差，越往后越好</translation>
    </message>
    <message>
        <source>no paired query</source>
        <translation>没有配对的查询</translation>
    </message>
    <message>
        <source>no significant difference</source>
        <translation>没有显著差异</translation>
    </message>
    <message>
        <source>p %1</source>
        <translation>p %1</translation>
    </message>
    <message>
        <source>%1, detectable from %2 %3</source>
        <translation>%1，可检测的差异自 %2 %3 起</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
</context>
<context>
    <name>RunChoices</name>
    <message>
        <source>%1 (evaluated run)</source>
        <translation>%1（已评估的排序结果）</translation>
    </message>
    <message>
        <source>%1 — %2, imported %3</source>
        <translation>%1 — %2，导入于 %3</translation>
    </message>
</context>
<context>
    <name>RunDeletion</name>
    <message>
        <source>Delete run %1</source>
        <translation>删除排序结果 %1</translation>
    </message>
    <message>
        <source>Delete run</source>
        <translation>删除排序结果</translation>
    </message>
    <message>
        <source>The project holds no run.</source>
        <translation>项目中没有排序结果。</translation>
    </message>
    <message>
        <source>Run to delete:</source>
        <translation>要删除的排序结果：</translation>
    </message>
    <message>
        <source>Delete %1 and its what-if drafts from the project?

Edit → Undo brings it back until the project is closed.</source>
        <translation>从项目中删除 %1 及其假设草稿？

在关闭项目之前，可用“编辑 → 撤销”恢复。</translation>
    </message>
    <message>
        <source>Delete label set %1</source>
        <translation>删除标注集 %1</translation>
    </message>
    <message>
        <source>Delete label set</source>
        <translation>删除标注集</translation>
    </message>
    <message>
        <source>No label set can be deleted: the one the evaluation uses is kept (choose another under Labels first).</source>
        <translation>没有可删除的标注集：评估正在使用的标注集会保留（请先在“标注”中选择另一个）。</translation>
    </message>
    <message>
        <source>Label set to delete:</source>
        <translation>要删除的标注集：</translation>
    </message>
    <message>
        <source>Delete the label set %1 and its labels from the project? Its edit history is kept.

Edit → Undo brings it back until the project is closed.</source>
        <translation>从项目中删除标注集 %1 及其标注？其编辑历史会保留。

在关闭项目之前，可用“编辑 → 撤销”恢复。</translation>
    </message>
</context>
<context>
    <name>RunRenaming</name>
    <message>
        <source>Rename run %1 to %2</source>
        <translation>将排序结果 %1 重命名为 %2</translation>
    </message>
    <message>
        <source>A run needs a name.</source>
        <translation>排序结果需要一个名称。</translation>
    </message>
    <message>
        <source>Another run is already named “%1”. Choose a name no other run has.</source>
        <translation>已有另一个排序结果名为“%1”。请选择一个其他排序结果都没有的名称。</translation>
    </message>
    <message>
        <source>Rename run</source>
        <translation>重命名排序结果</translation>
    </message>
    <message>
        <source>The project holds no run that can be renamed.</source>
        <translation>项目中没有可以重命名的排序结果。</translation>
    </message>
    <message>
        <source>Run to rename:</source>
        <translation>要重命名的排序结果：</translation>
    </message>
    <message>
        <source>New name for %1:</source>
        <translation>%1 的新名称：</translation>
    </message>
    <message>
        <source>%1 keeps its name:
%2</source>
        <translation>%1 保留原名称：
%2</translation>
    </message>
</context>
<context>
    <name>RunsRequest</name>
    <message>
        <source>Open a project with runs and labels first.</source>
        <translation>请先打开一个包含系统结果和标注的项目。</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>the two runs score the same on every query</source>
        <translation>两个系统结果在每个查询上得分都相同</translation>
    </message>
    <message>
        <source>the per-query differences do not vary</source>
        <translation>各查询的差值没有变化</translation>
    </message>
</context>
<context>
    <name>SubtopicImport</name>
    <message>
        <source>Nothing was stored.</source>
        <translation>未存储任何内容。</translation>
    </message>
    <message numerus="yes">
        <source>%1: subtopic labels imported — %n judgment(s)</source>
        <translation>
            <numerusform>%1：已导入子主题标签 —— %n 条判断</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: not imported:</source>
        <translation>%1：未导入：</translation>
    </message>
    <message>
        <source>  line %1: %2</source>
        <translation>  第 %1 行：%2</translation>
    </message>
    <message>
        <source>Nothing was stored. Subtopic labels are lines “qid subtopic docid judgment” (TREC diversity qrels).</source>
        <translation>未存储任何内容。子主题标签每行为“qid subtopic docid judgment”（TREC 多样性 qrels）。</translation>
    </message>
    <message>
        <source>%1: not imported: %2</source>
        <translation>%1：未导入：%2</translation>
    </message>
    <message>
        <source>Import subtopic labels</source>
        <translation>导入子主题标签</translation>
    </message>
    <message>
        <source>Open or create a project first.</source>
        <translation>请先打开或新建一个项目。</translation>
    </message>
</context>
<context>
    <name>UserModelExplain</name>
    <message numerus="yes">
        <source>… %n more rank(s) not listed (they are in the totals).</source>
        <translation>
            <numerusform>…… 另有 %n 个位置未列出（已计入总计）。</numerusform>
        </translation>
    </message>
    <message>
        <source>unlabelled</source>
        <translation>未标注</translation>
    </message>
    <message>
        <source>ERR@%1: where the user stops</source>
        <translation>ERR@%1：用户在哪里停下</translation>
    </message>
    <message>
        <source>The user reads down the list and stops at a rank, satisfied, with probability R = (2&lt;sup&gt;g&lt;/sup&gt; − 1) / 2&lt;sup&gt;%1&lt;/sup&gt; (g = the grade, at most the maximum grade %1; unlabelled items stop nobody). A rank adds R × (the chance of getting there) / rank.</source>
        <translation>用户从上往下阅读列表，并以概率 R = (2&lt;sup&gt;g&lt;/sup&gt; − 1) / 2&lt;sup&gt;%1&lt;/sup&gt; 在某个位置满意地停下（g 为等级，最多取最大等级 %1；未标注的条目不会让人停下）。每个位置贡献 R × （到达该位置的概率）/ 位置。</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>等级</translation>
    </message>
    <message>
        <source>Stops here (R)</source>
        <translation>在此停下 (R)</translation>
    </message>
    <message>
        <source>Gets here</source>
        <translation>到达此处</translation>
    </message>
    <message>
        <source>Adds</source>
        <translation>贡献</translation>
    </message>
    <message>
        <source>ERR so far</source>
        <translation>累计 ERR</translation>
    </message>
    <message>
        <source>ERR@%1 = &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>ERR@%1 = &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The ideal order (grades sorted, highest first) has ERR@%1 = %2, so nERR@%1 = %3 / %2 = &lt;b&gt;%4&lt;/b&gt;.</source>
        <translation>理想顺序（等级从高到低排序）的 ERR@%1 = %2，因此 nERR@%1 = %3 / %2 = &lt;b&gt;%4&lt;/b&gt;。</translation>
    </message>
    <message>
        <source>No label is positive: the ideal ERR is 0 and nERR@%1 = 0.</source>
        <translation>没有正的标签：理想 ERR 为 0，nERR@%1 = 0。</translation>
    </message>
    <message>
        <source>RBP(%1): a user who goes on with probability %1</source>
        <translation>RBP(%1)：用户以概率 %1 继续往下看</translation>
    </message>
    <message>
        <source>Rank i has weight (1 − p) p&lt;sup&gt;i&amp;#8722;1&lt;/sup&gt;: the share of users who read it. RBP adds the weights of the relevant items (grade ≥ %1). It has no cut-off.</source>
        <translation>第 i 位的权重为 (1 − p) p&lt;sup&gt;i&amp;#8722;1&lt;/sup&gt;：即读到该位置的用户比例。RBP 把相关条目（等级 ≥ %1）的权重相加。它没有截断位置。</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>RBP so far</source>
        <translation>累计 RBP</translation>
    </message>
    <message>
        <source>Residual</source>
        <translation>残差</translation>
    </message>
    <message>
        <source>RBP(%1) = &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>RBP(%1) = &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Residual: the unlabelled ranks could add %1 and everything below the %2 returned items p&lt;sup&gt;%2&lt;/sup&gt; = %3, together &lt;b&gt;%4&lt;/b&gt;. The true RBP lies between %5 and %6.</source>
        <translation>残差：未标注的位置最多还能增加 %1，返回的 %2 个条目之后的所有内容为 p&lt;sup&gt;%2&lt;/sup&gt; = %3，合计 &lt;b&gt;%4&lt;/b&gt;。真实的 RBP 介于 %5 与 %6 之间。</translation>
    </message>
    <message>
        <source>Subtopics: novelty discount</source>
        <translation>子主题：新颖性折扣</translation>
    </message>
    <message>
        <source>Gain</source>
        <translation>增益</translation>
    </message>
    <message>
        <source>1/log&lt;sub&gt;2&lt;/sub&gt;(rank+1)</source>
        <translation>1/log&lt;sub&gt;2&lt;/sub&gt;(rank+1)</translation>
    </message>
    <message>
        <source>α-DCG so far</source>
        <translation>累计 α-DCG</translation>
    </message>
    <message numerus="yes">
        <source>The query has %n subtopic(s).</source>
        <translation>
            <numerusform>该查询有 %n 个子主题。</numerusform>
        </translation>
    </message>
    <message>
        <source>This query has no subtopic labels, so the intent-aware measures are 0. Import them with File › Import Subtopic Labels…</source>
        <translation>此查询没有子主题标签，因此意图感知指标为 0。可通过“文件 › 导入子主题标签…”导入。</translation>
    </message>
    <message>
        <source>α-nDCG@%1: a subtopic seen again is worth less</source>
        <translation>α-nDCG@%1：再次出现的子主题价值更低</translation>
    </message>
    <message>
        <source>An item&apos;s gain is the sum, over the subtopics it is relevant to, of (1 − α)&lt;sup&gt;c&lt;/sup&gt;, c = the items above it already relevant to that subtopic (α = %1).</source>
        <translation>条目的增益是对其相关的各子主题求和 (1 − α)&lt;sup&gt;c&lt;/sup&gt;，c 为排在它之前、已与该子主题相关的条目数（α = %1）。</translation>
    </message>
    <message>
        <source>α-DCG@%1 = %2</source>
        <translation>α-DCG@%1 = %2</translation>
    </message>
    <message>
        <source>The ideal order (greedy: at each rank the item with the largest gain):</source>
        <translation>理想顺序（贪心：每个位置取增益最大的条目）：</translation>
    </message>
    <message>
        <source>α-nDCG@%1 = %2 / %3 = &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>α-nDCG@%1 = %2 / %3 = &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>ERR-IA@%1: ERR averaged over the subtopics</source>
        <translation>ERR-IA@%1：在各子主题上平均的 ERR</translation>
    </message>
    <message>
        <source>A user with one of them in mind stops at an item relevant to it with probability α = %1; a rank adds its novelty gain / rank. The sum is divided by its largest possible value, every subtopic satisfied at every rank: Σ |S| (1 − α)&lt;sup&gt;r&amp;#8722;1&lt;/sup&gt; / r = %2.</source>
        <translation>心中想着其中某个子主题的用户，会以概率 α = %1 在与之相关的条目处停下；每个位置贡献其新颖性增益 / 位置。总和再除以其最大可能值（每个位置都满足每个子主题）：Σ |S| (1 − α)&lt;sup&gt;r&amp;#8722;1&lt;/sup&gt; / r = %2。</translation>
    </message>
    <message>
        <source>Gain / rank</source>
        <translation>增益 / 位置</translation>
    </message>
    <message>
        <source>ERR-IA@%1 = %2 / %3 = &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>ERR-IA@%1 = %2 / %3 = &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>S-recall@%1: how many subtopics the top %1 cover</source>
        <translation>S-recall@%1：前 %1 位覆盖了多少子主题</translation>
    </message>
    <message>
        <source>Subtopics</source>
        <translation>子主题</translation>
    </message>
    <message>
        <source>Covered so far</source>
        <translation>累计覆盖</translation>
    </message>
    <message>
        <source> (new)</source>
        <translation>（新）</translation>
    </message>
    <message>
        <source>S-recall@%1 = %2 / %3 = &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>S-recall@%1 = %2 / %3 = &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Explore ranked-list metrics.</source>
        <translation>探索排序列表评价指标。</translation>
    </message>
    <message>
        <source>Interface language: system, en or zh_CN.</source>
        <translation>界面语言：system、en 或 zh_CN。</translation>
    </message>
    <message>
        <source>language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>A .ranklens project to open, or a practice exercise set (.json).</source>
        <translation>要打开的 .ranklens 项目，或练习集（.json）。</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::AboutDialog</name>
    <message>
        <source>&lt;h3&gt;RankLens %1&lt;/h3&gt;&lt;p&gt;Explore how good ranked lists are: metric-vs-k curves, per-query breakdowns, model comparison with significance, and a ranking you can rearrange.&lt;/p&gt;&lt;p&gt;Qt %2 (built with %3) · QCustomPlot %4 · SQLite %5&lt;/p&gt;&lt;p&gt;License: GNU General Public License, version 3 or later (GPL-3.0-or-later). QCustomPlot is GPL-3.0.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;RankLens %1&lt;/h3&gt;&lt;p&gt;探索排序列表的质量：指标随 k 变化的曲线、逐查询分析、带显著性检验的模型对比，以及可以重新排列的排序。&lt;/p&gt;&lt;p&gt;Qt %2（构建于 %3）· QCustomPlot %4 · SQLite %5&lt;/p&gt;&lt;p&gt;许可证：GNU 通用公共许可证第 3 版或更高版本（GPL-3.0-or-later）。QCustomPlot 采用 GPL-3.0。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About RankLens</source>
        <translation>关于 RankLens</translation>
    </message>
    <message>
        <source>&amp;Copy Versions</source>
        <translation>复制版本信息(&amp;C)</translation>
    </message>
    <message>
        <source>&lt;p&gt;To learn RankLens: &lt;b&gt;Help → Lessons&lt;/b&gt; walks through each measure on the demo project, &lt;b&gt;Help → Practice&lt;/b&gt; asks questions and checks your answers, and &lt;b&gt;Help → Glossary&lt;/b&gt; (F1) says what every measure and word means; search it by name.&lt;/p&gt;</source>
        <translation>&lt;p&gt;学习 RankLens：&lt;b&gt;帮助 → 课程&lt;/b&gt;在示例项目上逐一讲解每个指标，&lt;b&gt;帮助 → 练习&lt;/b&gt;出题并检查你的答案，&lt;b&gt;帮助 → 术语表&lt;/b&gt;（F1）解释每个指标和术语的含义，可按名称搜索。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A guided tour with pictures: &lt;a href=&quot;%1&quot;&gt;the RankLens tour&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;带截图的入门导览：&lt;a href=&quot;%1&quot;&gt;RankLens 导览&lt;/a&gt;。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::AgreementDialog</name>
    <message>
        <source>no value</source>
        <translation>无值</translation>
    </message>
    <message>
        <source>%1 &lt;span style=&apos;color:gray&apos;&gt;(p&lt;sub&gt;o&lt;/sub&gt; %2, p&lt;sub&gt;e&lt;/sub&gt; %3)&lt;/span&gt;</source>
        <translation>%1 &lt;span style=&apos;color:gray&apos;&gt;（p&lt;sub&gt;o&lt;/sub&gt; %2，p&lt;sub&gt;e&lt;/sub&gt; %3）&lt;/span&gt;</translation>
    </message>
    <message>
        <source> — both gave every item the same grade; κ set to 1</source>
        <translation> — 双方给所有条目的等级都相同；κ 记为 1</translation>
    </message>
    <message>
        <source>Agreement between label sets — RankLens</source>
        <translation>标注集之间的一致性 — RankLens</translation>
    </message>
    <message>
        <source>Label set A:</source>
        <translation>标注集 A：</translation>
    </message>
    <message>
        <source>Label set B:</source>
        <translation>标注集 B：</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>|A − B|</source>
        <translation>|A − B|</translation>
    </message>
    <message>
        <source>Double-click a row to show its query in the ranking view.</source>
        <translation>双击一行，在排序视图中显示其查询。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Confusion matrix&lt;/b&gt; (rows: grade in A, columns: grade in B)</source>
        <translation>&lt;b&gt;混淆矩阵&lt;/b&gt;（行：A 中的等级，列：B 中的等级）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Disagreements&lt;/b&gt; — review these together</source>
        <translation>&lt;b&gt;分歧&lt;/b&gt; — 请一起复核</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n label(s))</source>
        <translation>
            <numerusform>%1（%n 条标注）</numerusform>
        </translation>
    </message>
    <message>
        <source>The project has no label sets to compare.</source>
        <translation>项目中没有可比较的标注集。</translation>
    </message>
    <message>
        <source>Could not read the labels: %1</source>
        <translation>无法读取标注：%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;No item is labelled in both sets&lt;/b&gt; — kappa has no value. Let both annotators judge the same pool to compare them.</source>
        <translation>&lt;b&gt;没有条目在两个标注集中都有标注&lt;/b&gt; — kappa 无值。请让两位标注员评判同一个候选池后再比较。</translation>
    </message>
    <message>
        <source>&lt;table cellspacing=&apos;4&apos;&gt;&lt;tr&gt;&lt;td&gt;Common items&lt;/td&gt;&lt;td&gt;&lt;b&gt;%1&lt;/b&gt; (same grade: %2, %3%)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Cohen&apos;s κ&lt;/td&gt;&lt;td&gt;&lt;b&gt;%4&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Weighted κ, linear&lt;/td&gt;&lt;td&gt;&lt;b&gt;%5&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Weighted κ, quadratic&lt;/td&gt;&lt;td&gt;&lt;b&gt;%6&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table cellspacing=&apos;4&apos;&gt;&lt;tr&gt;&lt;td&gt;共同条目&lt;/td&gt;&lt;td&gt;&lt;b&gt;%1&lt;/b&gt;（等级相同：%2，%3%）&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Cohen κ&lt;/td&gt;&lt;td&gt;&lt;b&gt;%4&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;加权 κ（线性）&lt;/td&gt;&lt;td&gt;&lt;b&gt;%5&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;加权 κ（二次）&lt;/td&gt;&lt;td&gt;&lt;b&gt;%6&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::AnovaModel</name>
    <message>
        <source>Runs (system)</source>
        <translation>系统结果（系统）</translation>
    </message>
    <message>
        <source>Queries (topic)</source>
        <translation>查询（主题）</translation>
    </message>
    <message>
        <source>Residual</source>
        <translation>残差</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>项</translation>
    </message>
    <message>
        <source>df</source>
        <translation>自由度</translation>
    </message>
    <message>
        <source>Sum of squares</source>
        <translation>平方和</translation>
    </message>
    <message>
        <source>Mean square</source>
        <translation>均方</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::BehaviourWindow</name>
    <message>
        <source>Clicks and online results — RankLens</source>
        <translation>点击与线上结果 — RankLens</translation>
    </message>
    <message>
        <source>Clicks vs debiased</source>
        <translation>原始点击与去偏</translation>
    </message>
    <message>
        <source>Exposure</source>
        <translation>曝光</translation>
    </message>
    <message>
        <source>Offline vs online</source>
        <translation>离线与线上</translation>
    </message>
    <message>
        <source>Runs: cutoffs and online results</source>
        <translation>运行：截止时间与线上结果</translation>
    </message>
    <message>
        <source>Examination propensity p(pos) = (1/pos)^η; η = 0 means no correction</source>
        <translation>查看倾向 p(pos) = (1/pos)^η；η = 0 表示不校正</translation>
    </message>
    <message>
        <source>IPS weights are clipped at this value (0 = no clipping)</source>
        <translation>IPS 权重在此值处截断（0 = 不截断）</translation>
    </message>
    <message>
        <source>Import Click Log…</source>
        <translation>导入点击日志…</translation>
    </message>
    <message>
        <source>Click log:</source>
        <translation>点击日志：</translation>
    </message>
    <message>
        <source>η:</source>
        <translation>η：</translation>
    </message>
    <message>
        <source>Clip:</source>
        <translation>截断：</translation>
    </message>
    <message>
        <source>Drop Them…</source>
        <translation>删除这些事件…</translation>
    </message>
    <message>
        <source>%1 (%2 events, %3 .. %4)</source>
        <translation>%1（%2 个事件，%3 .. %4）</translation>
    </message>
    <message>
        <source>No online results yet: type them in the Runs tab (ctr_delta=+0.8% [0.2, 1.4]) or import a CSV run,metric,value[,ci_low,ci_high] with ranklens-cli import PROJECT --online FILE.</source>
        <translation>尚无线上结果：在“运行”标签页中输入（ctr_delta=+0.8% [0.2, 1.4]），或用 ranklens-cli import PROJECT --online FILE 导入 CSV run,metric,value[,ci_low,ci_high]。</translation>
    </message>
    <message>
        <source>No run pairs with offline and online values</source>
        <translation>没有同时具有离线值和线上值的运行对</translation>
    </message>
    <message numerus="yes">
        <source>%n click log event(s) are dated at or before the training cutoff of run &apos;%1&apos; (%2): its model could have seen them, so its values may be flattered.</source>
        <translation>
            <numerusform>%n 个点击日志事件的时间不晚于运行“%1”的训练截止时间（%2）：其模型可能见过它们，因此其数值可能偏高。</numerusform>
        </translation>
    </message>
    <message>
        <source>Drop leaking events</source>
        <translation>删除泄漏的事件</translation>
    </message>
    <message>
        <source>Delete the %1 events of click log &apos;%2&apos; dated at or before %3 from the project? This cannot be undone (import the log again to get them back).</source>
        <translation>从项目中删除点击日志“%2”里时间不晚于 %3 的 %1 个事件？此操作无法撤销（重新导入日志可找回）。</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>%1 vs %2: Kendall&apos;s τ = %3, same sign %4</source>
        <translation>%1 与 %2：Kendall τ = %3，同号 %4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 中的 %1</translation>
    </message>
    <message>
        <source>Import click log</source>
        <translation>导入点击日志</translation>
    </message>
    <message>
        <source>%1
Nothing was imported.</source>
        <translation>%1
未导入任何内容。</translation>
    </message>
    <message>
        <source>Imported %1 events; time range used: %2 .. %3.</source>
        <translation>已导入 %1 个事件；所用时间范围：%2 .. %3。</translation>
    </message>
    <message>
        <source>Clicks and online results</source>
        <translation>点击与线上结果</translation>
    </message>
    <message>
        <source>%1 is empty.
Nothing was imported.</source>
        <translation>%1 是空文件。
未导入任何内容。</translation>
    </message>
    <message>
        <source>Column of %1 with the displayed position (1 = top):</source>
        <translation>%1 中记录展示位置的列（1 = 最上方）：</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::ChurnModel</name>
    <message>
        <source>Query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>Jaccard@%1</source>
        <translation>Jaccard@%1</translation>
    </message>
    <message>
        <source>RBO</source>
        <translation>RBO</translation>
    </message>
    <message>
        <source>Churn (1 − RBO)</source>
        <translation>变动（1 − RBO）</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::ClassView</name>
    <message>
        <source>Open an exercise set</source>
        <translation>打开练习集</translation>
    </message>
    <message>
        <source>Exercise sets (*.json)</source>
        <translation>练习集 (*.json)</translation>
    </message>
    <message>
        <source>Add answers files</source>
        <translation>添加答案文件</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt)</source>
        <translation>CSV 文件 (*.csv *.txt)</translation>
    </message>
    <message>
        <source>Grade a class — RankLens</source>
        <translation>批改全班作答 — RankLens</translation>
    </message>
    <message>
        <source>Open the exercise set, then the answers files your learners exported (one per learner; several at once). The tables are the same as ranklens-cli practice check gives.</source>
        <translation>先打开练习集，再添加学生导出的答案文件（每人一个，可一次选多个）。下面的表格与 ranklens-cli practice check 给出的相同。</translation>
    </message>
    <message>
        <source>Open exercise set…</source>
        <translation>打开练习集…</translation>
    </message>
    <message>
        <source>Add answers files…</source>
        <translation>添加答案文件…</translation>
    </message>
    <message>
        <source>Clear learners</source>
        <translation>清空学生</translation>
    </message>
    <message>
        <source>Learners (the topic columns count wrong answers)</source>
        <translation>学生（各主题列为答错的题数）</translation>
    </message>
    <message>
        <source>Difficulty per exercise</source>
        <translation>各题难度</translation>
    </message>
    <message>
        <source>The exercise set was not opened: %1</source>
        <translation>练习集未能打开：%1</translation>
    </message>
    <message>
        <source>Open the exercise set first.</source>
        <translation>请先打开练习集。</translation>
    </message>
    <message>
        <source>%1: cannot be opened (%2)</source>
        <translation>%1：无法打开（%2）</translation>
    </message>
    <message>
        <source>No exercise set open.</source>
        <translation>尚未打开练习集。</translation>
    </message>
    <message>
        <source>%1 · set id %2 · %3 exercises · %4 learners</source>
        <translation>%1 · 练习集编号 %2 · %3 道题 · %4 名学生</translation>
    </message>
    <message>
        <source>Learner</source>
        <translation>学生</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>答对</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>题号</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Wrong</source>
        <translation>答错</translation>
    </message>
    <message>
        <source>Unreadable</source>
        <translation>无法识别</translation>
    </message>
    <message>
        <source>Unanswered</source>
        <translation>未作答</translation>
    </message>
    <message>
        <source>Most frequent mistake</source>
        <translation>最常见的错误</translation>
    </message>
    <message>
        <source>Out of</source>
        <translation>总题数</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::ComparisonSettingsPanel</name>
    <message>
        <source>&amp;Weighted means</source>
        <translation>加权平均(&amp;W)</translation>
    </message>
    <message>
        <source>The runs compared with the baseline</source>
        <translation>与基线比较的排序结果</translation>
    </message>
    <message>
        <source>Metrics at their cut-offs, comma separated: P@10, R@50, F1@10, ndcg@10, hit@1, mrr, map, coverage@10 …</source>
        <translation>带截断位置的指标，用英文逗号分隔：P@10, R@50, F1@10, ndcg@10, hit@1, mrr, map, coverage@10 …</translation>
    </message>
    <message>
        <source>Randomization test</source>
        <translation>随机化检验</translation>
    </message>
    <message>
        <source>Paired t-test</source>
        <translation>配对 t 检验</translation>
    </message>
    <message>
        <source>Paired two-sided test over queries. Randomization (Fisher): flips the sign of each query&apos;s difference at random; t-test: Student t on the differences.</source>
        <translation>以查询为单位的配对双侧检验。随机化检验（Fisher）：随机翻转每个查询差值的正负号；t 检验：对差值做 Student t 检验。</translation>
    </message>
    <message>
        <source>Permutations of the randomization test (seed 42)</source>
        <translation>随机化检验的置换次数（随机种子 42）</translation>
    </message>
    <message>
        <source>Holm</source>
        <translation>Holm</translation>
    </message>
    <message>
        <source>Bonferroni</source>
        <translation>Bonferroni</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Multiple-comparison correction over every run × metric of the table</source>
        <translation>对表中每个“排序结果 × 指标”组合做多重比较校正</translation>
    </message>
    <message>
        <source>Means weighted by the query weights of the query metadata (the tests stay unweighted)</source>
        <translation>按查询元数据中的查询权重计算加权平均（显著性检验仍不加权）</translation>
    </message>
    <message>
        <source>No guardrails</source>
        <translation>不使用护栏指标</translation>
    </message>
    <message>
        <source>Preset: %1</source>
        <translation>预设：%1</translation>
    </message>
    <message>
        <source>Own rules</source>
        <translation>自定义规则</translation>
    </message>
    <message>
        <source>primary, e.g. ndcg@10</source>
        <translation>主指标，例如 ndcg@10</translation>
    </message>
    <message>
        <source>rules; e.g. R@50 drop&lt;=5%; hit@10 drop&lt;=0.01; P@1 &gt;= 0.3</source>
        <translation>规则，例如 R@50 drop&lt;=5%; hit@10 drop&lt;=0.01; P@1 &gt;= 0.3</translation>
    </message>
    <message>
        <source>No sensitivity check</source>
        <translation>不做敏感性检查</translation>
    </message>
    <message>
        <source>Exponential gain</source>
        <translation>指数增益</translation>
    </message>
    <message>
        <source>Linear gain</source>
        <translation>线性增益</translation>
    </message>
    <message>
        <source>Ideal from retrieved items</source>
        <translation>理想排序取自已检索条目</translation>
    </message>
    <message>
        <source>Ideal from all labels</source>
        <translation>理想排序取自全部标注</translation>
    </message>
    <message>
        <source>Ties in input order</source>
        <translation>并列按输入顺序</translation>
    </message>
    <message>
        <source>Ties as trec_eval</source>
        <translation>并列按 trec_eval 规则</translation>
    </message>
    <message>
        <source>Repeat the comparison under another definition and list the queries and system orderings that flip</source>
        <translation>在另一种定义下重复比较，并列出结果翻转的查询和系统排名顺序</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>比较(&amp;C)</translation>
    </message>
    <message>
        <source>Run the comparison (Ctrl+Enter)</source>
        <translation>执行比较（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>&amp;Baseline:</source>
        <translation>基线(&amp;B)：</translation>
    </message>
    <message>
        <source>R&amp;uns:</source>
        <translation>排序结果(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;Metrics:</source>
        <translation>指标(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Test:</source>
        <translation>检验(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Permutations:</source>
        <translation>置换次数(&amp;P)：</translation>
    </message>
    <message>
        <source>C&amp;orrection:</source>
        <translation>校正(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;α:</source>
        <translation>&amp;α：</translation>
    </message>
    <message>
        <source>&amp;Guardrails:</source>
        <translation>护栏指标(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Sensitivity:</source>
        <translation>敏感性(&amp;S)：</translation>
    </message>
    <message>
        <source>Rules separated by &apos;;&apos;: METRIC drop&lt;=N% (relative), METRIC drop&lt;=N (absolute), METRIC &gt;= N, METRIC up [significant]</source>
        <translation>规则之间用英文分号 &apos;;&apos; 分隔：METRIC drop&lt;=N%（相对下降）、METRIC drop&lt;=N（绝对下降）、METRIC &gt;= N、METRIC up [significant]（提升[且显著]）</translation>
    </message>
    <message>
        <source>The project has no runs.</source>
        <translation>项目中没有排序结果。</translation>
    </message>
    <message>
        <source>Choose at least one run to compare with the baseline.</source>
        <translation>请至少选择一个排序结果与基线比较。</translation>
    </message>
    <message>
        <source>Name at least one metric, e.g. ndcg@10.</source>
        <translation>请至少填写一个指标，例如 ndcg@10。</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n run(s)</source>
        <translation>
            <numerusform>%1 / %n 个排序结果</numerusform>
        </translation>
    </message>
    <message>
        <source>Every labelled query</source>
        <translation>全部已标注查询</translation>
    </message>
    <message>
        <source>Queries both returned</source>
        <translation>两者都返回的查询</translation>
    </message>
    <message>
        <source>How each run is paired with the baseline, query by query. Every labelled query: a query a run did not return scores 0 for it (the standard for paired tests, trec_eval -c). Queries both returned: only the labelled queries the baseline and that run both returned. Either way a pair&apos;s numbers never depend on the other runs compared.</source>
        <translation>每个排序结果如何与基线逐查询配对。全部已标注查询：排序结果未返回的查询记 0（配对检验的标准做法，即 trec_eval -c）。两者都返回的查询：只用基线与该排序结果都返回的已标注查询。无论哪种，一对的数值都不取决于同时比较的其他排序结果。</translation>
    </message>
    <message>
        <source>P&amp;airing:</source>
        <translation>配对(&amp;A)：</translation>
    </message>
    <message>
        <source>More baseli&amp;nes:</source>
        <translation>更多基线(&amp;N)：</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Compare every run also against these runs, each as a baseline of its own (the table shows one baseline at a time: Against, above the table). The tests of every baseline are corrected together, as one family.</source>
        <translation>把每个系统结果也与这些系统结果比较，每个都作为单独的基线（表格一次显示一个基线：见表格上方的“对照”）。所有基线的检验作为同一族一并校正。</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::ComparisonTableModel</name>
    <message>
        <source>Run</source>
        <translation>排序结果</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>基线</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>Δ %</source>
        <translation>Δ %</translation>
    </message>
    <message>
        <source>CI of Δ</source>
        <translation>Δ 的置信区间</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>p adj.</source>
        <translation>校正后 p</translation>
    </message>
    <message>
        <source>W / T / L</source>
        <translation>胜 / 平 / 负</translation>
    </message>
    <message>
        <source>d_z</source>
        <translation>d_z</translation>
    </message>
    <message>
        <source>Mean of the baseline run over the same queries</source>
        <translation>基线排序结果在相同查询上的平均值</translation>
    </message>
    <message>
        <source>Run minus baseline (mean of the per-query differences)</source>
        <translation>排序结果减去基线（逐查询差值的平均值）</translation>
    </message>
    <message>
        <source>Δ divided by the baseline mean</source>
        <translation>Δ 除以基线平均值</translation>
    </message>
    <message>
        <source>%1 % paired bootstrap confidence interval of Δ (%2 resamples)</source>
        <translation>Δ 的 %1% 配对自助法置信区间（%2 次重抽样）</translation>
    </message>
    <message>
        <source>p-value after %1 correction over every run and metric of this table; * = below alpha %2</source>
        <translation>对本表所有排序结果和指标做 %1 校正后的 p 值；* = 低于显著性水平 α = %2</translation>
    </message>
    <message>
        <source>Queries where the run is better / equal / worse than the baseline</source>
        <translation>排序结果优于 / 等于 / 差于基线的查询数</translation>
    </message>
    <message>
        <source>Effect size d_z: mean difference / standard deviation of the differences</source>
        <translation>效应量 d_z：差值的均值 / 差值的标准差</translation>
    </message>
    <message>
        <source>; computed on all queries only, so a segment table shows none</source>
        <translation>；仅基于全部查询计算，因此分段表中没有</translation>
    </message>
    <message>
        <source>%1 is a run-level measure (one value for the whole run, e.g. the share of the catalogue shown): it has no value within a segment. See &quot;All queries&quot;.</source>
        <translation>%1 是运行级指标（整个排序结果只有一个值，例如展示的目录占比）：在分段内没有取值。请看“全部查询”。</translation>
    </message>
    <message>
        <source>No interval and no paired test: %1 is a run-level value without per-query values</source>
        <translation>没有区间，也没有配对检验：%1 是运行级取值，没有逐查询的值</translation>
    </message>
    <message>
        <source>No interval in a segment table: the bootstrap interval of Δ is computed on all queries only (see &quot;All queries&quot;)</source>
        <translation>分段表中没有区间：Δ 的自助法区间仅基于全部查询计算（请看“全部查询”）</translation>
    </message>
    <message>
        <source>No interval: the comparison ran without bootstrap resamples</source>
        <translation>没有区间：本次比较未进行自助法重抽样</translation>
    </message>
    <message>
        <source>No effect size: %1</source>
        <translation>无效应量：%1</translation>
    </message>
    <message>
        <source>No interval: %1</source>
        <translation>无置信区间：%1</translation>
    </message>
    <message>
        <source>p
(%1)</source>
        <translation>p
（%1）</translation>
    </message>
    <message>
        <source>p adj.
(%1)</source>
        <translation>校正后 p
（%1）</translation>
    </message>
    <message>
        <source>Raw two-sided p-value (%1 test)</source>
        <translation>原始双侧 p 值（检验：%1）</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::ComparisonWindow</name>
    <message>
        <source>Compare runs — RankLens</source>
        <translation>比较排序结果 — RankLens</translation>
    </message>
    <message>
        <source>The same table for one query segment (query metadata)</source>
        <translation>只看某一查询分组的同一表格（依据查询元数据）</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>Report as &amp;Markdown…</source>
        <translation>报告另存为 &amp;Markdown…</translation>
    </message>
    <message>
        <source>Report as &amp;HTML…</source>
        <translation>报告另存为 &amp;HTML…</translation>
    </message>
    <message>
        <source>Report as &amp;LaTeX (booktabs)…</source>
        <translation>报告另存为 &amp;LaTeX（booktabs）…</translation>
    </message>
    <message>
        <source>Report as &amp;CSV…</source>
        <translation>报告另存为 &amp;CSV…</translation>
    </message>
    <message>
        <source>Report as &amp;JSON…</source>
        <translation>报告另存为 &amp;JSON…</translation>
    </message>
    <message>
        <source>Chart as &amp;PNG…</source>
        <translation>图表另存为 &amp;PNG…</translation>
    </message>
    <message>
        <source>Chart as P&amp;DF…</source>
        <translation>图表另存为 P&amp;DF…</translation>
    </message>
    <message>
        <source>Chart as &amp;SVG…</source>
        <translation>图表另存为 &amp;SVG…</translation>
    </message>
    <message>
        <source>Per-query Δ</source>
        <translation>逐查询 Δ</translation>
    </message>
    <message>
        <source>Baseline vs run</source>
        <translation>基线对比排序结果</translation>
    </message>
    <message>
        <source>&amp;Queries:</source>
        <translation>查询(&amp;Q)：</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>正在比较…</translation>
    </message>
    <message>
        <source>Comparison failed: %1</source>
        <translation>比较失败：%1</translation>
    </message>
    <message>
        <source>Explain the run&apos;s value</source>
        <translation>解释排序结果的值</translation>
    </message>
    <message>
        <source>Explain the baseline&apos;s value</source>
        <translation>解释基线的值</translation>
    </message>
    <message>
        <source>Compare runs</source>
        <translation>比较排序结果</translation>
    </message>
    <message>
        <source>All queries (%1)</source>
        <translation>全部查询（%1）</translation>
    </message>
    <message>
        <source>Segment %1 (%2)</source>
        <translation>分组 %1（%2）</translation>
    </message>
    <message>
        <source>Choose a row of the table</source>
        <translation>请在表格中选择一行</translation>
    </message>
    <message>
        <source>%1 is a run-level value: no per-query values</source>
        <translation>%1 是运行级别的值：没有逐查询的值</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>ties</source>
        <translation>平</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>负</translation>
    </message>
    <message>
        <source>%1: %2 − %3 per query; %4</source>
        <translation>%1：逐查询的 %2 − %3；%4</translation>
    </message>
    <message>
        <source>Δ %1</source>
        <translation>Δ %1</translation>
    </message>
    <message>
        <source>%1 per query: %2 (x) vs %3 (y); %4</source>
        <translation>逐查询的 %1：%2（x）对比 %3（y）；%4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 的 %1</translation>
    </message>
    <message>
        <source>Side by side — RankLens</source>
        <translation>并排对比 — RankLens</translation>
    </message>
    <message>
        <source>Open in the &amp;inspector</source>
        <translation>在排序视图中打开(&amp;I)</translation>
    </message>
    <message>
        <source>%1 has no cut-off curve to explain step by step.</source>
        <translation>%1 没有可供逐步解释的截断曲线。</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Run a comparison first.</source>
        <translation>请先执行比较。</translation>
    </message>
    <message>
        <source>Export comparison</source>
        <translation>导出比较结果</translation>
    </message>
    <message>
        <source>comparison.%1</source>
        <translation>comparison.%1</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1 文件 (*.%2)</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message numerus="yes">
        <source>Baseline %1 · %n run(s) × %2 metrics · %3 queries · %4</source>
        <translation>
            <numerusform>基线 %1 · %n 个排序结果 × %2 个指标 · %3 个查询 · %4</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in segment %2</source>
        <translation>分组 %2 中的 %1</translation>
    </message>
    <message>
        <source>%1 is an evaluated run: its ranked list is not available, so its value cannot be explained step by step.</source>
        <translation>%1 是已评估运行：没有可用的排序列表，因此无法逐步解释其数值。</translation>
    </message>
    <message>
        <source>These results are for the settings before your change. Press Compare (Ctrl+Enter) to update them.</source>
        <translation>这些结果对应更改之前的设置。按“比较”（Ctrl+Enter）以更新。</translation>
    </message>
    <message>
        <source>Out of date: press Compare (Ctrl+Enter)</source>
        <translation>已过期：按“比较”（Ctrl+Enter）以更新</translation>
    </message>
    <message>
        <source>%1 (baseline)</source>
        <translation>%1（基线）</translation>
    </message>
    <message>
        <source>Cannot open the pair %1 vs %2: choose two different runs of the project.</source>
        <translation>无法打开 %1 与 %2 的配对：请选择项目中两个不同的系统结果。</translation>
    </message>
    <message>
        <source>No test for this pair: nothing to leave out.</source>
        <translation>此配对没有检验：无可留一的查询。</translation>
    </message>
    <message>
        <source>Aga&amp;inst:</source>
        <translation>对照(&amp;I)：</translation>
    </message>
    <message>
        <source>The baseline the table compares every run with</source>
        <translation>表格中每个系统结果所对照的基线</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::CurvesView</name>
    <message>
        <source>Log-scale k</source>
        <translation>k 轴对数刻度</translation>
    </message>
    <message>
        <source>Selected query only</source>
        <translation>仅所选查询</translation>
    </message>
    <message>
        <source>Show the curves of the query selected in the queries view</source>
        <translation>显示查询视图中所选查询的曲线</translation>
    </message>
    <message>
        <source>Reset view</source>
        <translation>重置视图</translation>
    </message>
    <message>
        <source>Fit the plot (also: double-click the plot)</source>
        <translation>使图表适应窗口（也可双击图表）</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Plot as PNG…</source>
        <translation>图表另存为 PNG…</translation>
    </message>
    <message>
        <source>Plot as PDF…</source>
        <translation>图表另存为 PDF…</translation>
    </message>
    <message>
        <source>Plot as SVG…</source>
        <translation>图表另存为 SVG…</translation>
    </message>
    <message>
        <source>Curve data as CSV…</source>
        <translation>曲线数据另存为 CSV…</translation>
    </message>
    <message>
        <source>Table as CSV…</source>
        <translation>表格另存为 CSV…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Metrics&lt;/b&gt;</source>
        <translation>&lt;b&gt;指标&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Runs&lt;/b&gt;</source>
        <translation>&lt;b&gt;排序结果&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Values at &amp;k =</source>
        <translation>在 k 处的值(&amp;K) =</translation>
    </message>
    <message>
        <source>Cut-offs of the table, e.g. 1, 5, 10 — one k alone hides whether the head or the tail of the ranking is broken</source>
        <translation>表格的截断位置，例如 1, 5, 10 —— 只看一个 k 无法判断排序的头部还是尾部出了问题</translation>
    </message>
    <message>
        <source>Only query %1</source>
        <translation>仅查询 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n queries · computed in %1 ms</source>
        <translation>
            <numerusform>%n 个查询 · 用时 %1 毫秒</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose at least one metric and one run</source>
        <translation>请至少选择一个指标和一个排序结果</translation>
    </message>
    <message>
        <source>Query %1</source>
        <translation>查询 %1</translation>
    </message>
    <message>
        <source>k (log scale)</source>
        <translation>k（对数刻度）</translation>
    </message>
    <message>
        <source>k (cut-off)</source>
        <translation>k（截断位置）</translation>
    </message>
    <message>
        <source>cutoff-table.csv</source>
        <translation>cutoff-table.csv</translation>
    </message>
    <message>
        <source>curves.%1</source>
        <translation>curves.%1</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1 文件 (*.%2)</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>No curve over k for %1: the ranked list is not available for an evaluated run (its values at k are in the table below and in the queries view).</source>
        <translation>%1 没有随 k 变化的曲线：已评估运行没有可用的排序列表（其在 k 处的数值见下表和查询视图）。</translation>
    </message>
    <message numerus="yes">
        <source>%n queries · from the last session</source>
        <translation>
            <numerusform>%n 个查询 · 来自上次会话</numerusform>
        </translation>
    </message>
    <message>
        <source>Available once the project is checked and loaded</source>
        <translation>项目检查并加载完成后可用</translation>
    </message>
    <message>
        <source>No curve for %1: %2.</source>
        <translation>%1 没有曲线：%2。</translation>
    </message>
    <message>
        <source>Confidence bands</source>
        <translation>置信带</translation>
    </message>
    <message>
        <source>Shade around each mean curve its %1 % confidence interval at every k: the t interval of the mean over the run&apos;s queries (mean ± t · sd / √n). On by default for up to %2 runs. Overlapping bands do not mean two runs are the same: Compare tests the paired differences.</source>
        <translation>在每条平均曲线周围以阴影显示每个 k 处的 %1 % 置信区间：该系统结果各查询平均值的 t 区间（均值 ± t · sd / √n）。不超过 %2 个系统结果时默认开启。置信带重叠并不表示两个系统结果相同：“比较”会检验配对差异。</translation>
    </message>
    <message>
        <source>Confidence bands once the project is loaded.</source>
        <translation>项目加载完成后显示置信带。</translation>
    </message>
    <message>
        <source>shaded: the %1 % confidence interval of each mean</source>
        <translation>阴影：每个均值的 %1 % 置信区间</translation>
    </message>
    <message>
        <source>No band for %1: fewer than two queries, so no spread to show.</source>
        <translation>%1 没有置信带：查询少于两个，无法显示离散程度。</translation>
    </message>
    <message>
        <source>No band for %1: its summary is not the mean over queries.</source>
        <translation>%1 没有置信带：其汇总值不是各查询的平均值。</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::CutoffTableModel</name>
    <message>
        <source>
Δ vs %1: %2</source>
        <translation>
相对 %1 的 Δ：%2</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>排序结果</translation>
    </message>
    <message>
        <source>@%1</source>
        <translation>@%1</translation>
    </message>
    <message>
        <source>%1 of %2 at k = %3: %4 (%5)</source>
        <translation>%2 的 %1（k = %3）：%4（%5）</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::DefinitionsBar</name>
    <message>
        <source>Cut-off k of the per-query table, the histogram and the ranking view</source>
        <translation>逐查询表格、直方图和排序视图所用的截断位置 k</translation>
    </message>
    <message>
        <source>≥ </source>
        <translation>≥ </translation>
    </message>
    <message>
        <source>An item is relevant when its label is at least this (trec_eval -l). NDCG uses the grade itself as gain and ignores the threshold.</source>
        <translation>标注等级不低于此值的条目视为相关（trec_eval -l）。NDCG 直接以等级作为增益，不使用此阈值。</translation>
    </message>
    <message>
        <source>linear (gain = grade)</source>
        <translation>线性（增益 = 等级）</translation>
    </message>
    <message>
        <source>exponential (2^grade − 1)</source>
        <translation>指数（2^等级 − 1）</translation>
    </message>
    <message>
        <source>NDCG gain: linear as in trec_eval, or exponential (Burges et al.)</source>
        <translation>NDCG 增益：线性（与 trec_eval 相同）或指数（Burges 等）</translation>
    </message>
    <message>
        <source>all labels</source>
        <translation>全部标注</translation>
    </message>
    <message>
        <source>retrieved items</source>
        <translation>已检索条目</translation>
    </message>
    <message>
        <source>Ideal order for IDCG: every labelled item of the query (trec_eval), or only the retrieved items re-sorted by grade</source>
        <translation>IDCG 的理想排序：查询的全部已标注条目（trec_eval），或仅将已检索条目按等级重新排序</translation>
    </message>
    <message>
        <source>trec_eval (docid desc.)</source>
        <translation>trec_eval（docid 降序）</translation>
    </message>
    <message>
        <source>input order</source>
        <translation>输入顺序</translation>
    </message>
    <message>
        <source>rank column</source>
        <translation>排名列</translation>
    </message>
    <message>
        <source>The label set every number is computed with</source>
        <translation>计算所有数值所用的标注集</translation>
    </message>
    <message>
        <source>in run and labels</source>
        <translation>排序结果与标注中均有</translation>
    </message>
    <message>
        <source>all labelled (-c)</source>
        <translation>全部已标注（-c）</translation>
    </message>
    <message>
        <source>Which queries count: those in both run and labels (trec_eval), or every labelled query, missing ones scoring 0 (trec_eval -c)</source>
        <translation>参与计算的查询：同时出现在排序结果和标注中的查询（trec_eval），或全部已标注查询，缺失的查询记 0 分（trec_eval -c）</translation>
    </message>
    <message>
        <source>&amp;k</source>
        <translation>&amp;k</translation>
    </message>
    <message>
        <source>&amp;Relevant</source>
        <translation>相关(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Gain</source>
        <translation>增益(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Ideal</source>
        <translation>理想排序(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Ties</source>
        <translation>并列(&amp;T)</translation>
    </message>
    <message>
        <source>La&amp;bels</source>
        <translation>标注(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Queries</source>
        <translation>查询(&amp;Q)</translation>
    </message>
    <message>
        <source>%1 · %2 labels, grades %3..%4
%5</source>
        <translation>%1 · %2 条标注，等级 %3..%4
%5</translation>
    </message>
    <message>
        <source>averaged (scikit-learn)</source>
        <translation>取平均（scikit-learn）</translation>
    </message>
    <message>
        <source>Order among equal scores: trec_eval breaks ties by docid descending (strcmp); input order keeps the file order; rank column uses the input&apos;s ranks; averaged gives the expected value over every order of each tied group (McSherry &amp; Najork, scikit-learn&apos;s ndcg_score, torchmetrics)</source>
        <translation>相同分数之间的顺序：trec_eval 按文档号降序（strcmp）打破并列；输入顺序保留文件中的顺序；排名列使用输入的排名；取平均则给出每个并列组所有排列上的期望值（McSherry &amp; Najork、scikit-learn 的 ndcg_score、torchmetrics）</translation>
    </message>
    <message>
        <source>Judged items only (trec_eval -J, ir_measures)</source>
        <translation>仅已标注的项（trec_eval -J、ir_measures）</translation>
    </message>
    <message>
        <source>Unlabelled retrieved items are removed before scoring</source>
        <translation>评分前移除未标注的返回项</translation>
    </message>
    <message>
        <source>NDCG: labels below the threshold gain 0 (ranx)</source>
        <translation>NDCG：低于阈值的标签增益为 0（ranx）</translation>
    </message>
    <message>
        <source>Queries without a relevant item</source>
        <translation>无相关项的查询</translation>
    </message>
    <message>
        <source>score 0 (trec_eval)</source>
        <translation>记 0（trec_eval）</translation>
    </message>
    <message>
        <source>left out (torchmetrics skip)</source>
        <translation>排除（torchmetrics skip）</translation>
    </message>
    <message>
        <source>score 1 (torchmetrics pos)</source>
        <translation>记 1（torchmetrics pos）</translation>
    </message>
    <message>
        <source>DCG log base</source>
        <translation>DCG 对数底</translation>
    </message>
    <message>
        <source>2 (trec_eval)</source>
        <translation>2（trec_eval）</translation>
    </message>
    <message>
        <source>e (natural log)</source>
        <translation>e（自然对数）</translation>
    </message>
    <message>
        <source>10</source>
        <translation>10</translation>
    </message>
    <message>
        <source>More (%1 changed)…</source>
        <translation>更多（已改 %1 项）…</translation>
    </message>
    <message>
        <source>More…</source>
        <translation>更多…</translation>
    </message>
    <message>
        <source>ERR and α-nDCG</source>
        <translation>ERR 与 α-nDCG</translation>
    </message>
    <message>
        <source>ERR max grade g&lt;sub&gt;max&lt;/sub&gt;:</source>
        <translation>ERR 最高等级 g&lt;sub&gt;max&lt;/sub&gt;：</translation>
    </message>
    <message>
        <source>ERR, nERR and ERR-IA: a label g stops (2^g − 1) / 2^gmax of the users; labels above gmax count as gmax (4 as gdeval)</source>
        <translation>ERR、nERR 和 ERR-IA：标签 g 使 (2^g − 1) / 2^gmax 的用户停止浏览；高于 gmax 的标签按 gmax 计（与 gdeval 相同，为 4）</translation>
    </message>
    <message>
        <source>α of α-nDCG, ERR-IA:</source>
        <translation>α-nDCG、ERR-IA 的 α：</translation>
    </message>
    <message>
        <source>How much a subtopic&apos;s gain falls each time it is seen again: (1 − α)^count (0.5 as ndeval)</source>
        <translation>子主题每再次出现一次，其增益下降多少：(1 − α)^次数（与 ndeval 相同，为 0.5）</translation>
    </message>
    <message>
        <source>More definitions:</source>
        <translation>更多定义：</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::DefinitionsComparison</name>
    <message>
        <source>NDCG</source>
        <translation>NDCG</translation>
    </message>
    <message>
        <source>DCG</source>
        <translation>DCG</translation>
    </message>
    <message>
        <source>IDCG</source>
        <translation>IDCG</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>采用者</translation>
    </message>
    <message>
        <source>trec_eval ndcg_cut, ir_measures nDCG, ranx ndcg</source>
        <translation>trec_eval ndcg_cut、ir_measures nDCG、ranx ndcg</translation>
    </message>
    <message>
        <source>ranx ndcg_burges; LTR papers</source>
        <translation>ranx ndcg_burges；排序学习（LTR）论文</translation>
    </message>
    <message>
        <source>scikit-learn ndcg_score</source>
        <translation>scikit-learn ndcg_score</translation>
    </message>
    <message>
        <source>the worked example of lesson %1; re-sorting tutorials</source>
        <translation>第 %1 课的示例；对返回列表重新排序的教程</translation>
    </message>
    <message>
        <source>linear</source>
        <translation>线性</translation>
    </message>
    <message>
        <source>exponential</source>
        <translation>指数</translation>
    </message>
    <message>
        <source>all labels</source>
        <translation>全部标注</translation>
    </message>
    <message>
        <source>returned</source>
        <translation>返回的条目</translation>
    </message>
    <message>
        <source>gain = grade</source>
        <translation>增益 = 等级</translation>
    </message>
    <message>
        <source>gain = 2^grade − 1</source>
        <translation>增益 = 2^等级 − 1</translation>
    </message>
    <message>
        <source>The definitions in force</source>
        <translation>当前生效的定义</translation>
    </message>
    <message>
        <source>NDCG@%1 ranges from %2 to %3 depending on the definition: two tools can both be right and still disagree by %4.</source>
        <translation>随定义不同，NDCG@%1 的取值在 %2 到 %3 之间：两个工具可能都没有算错，结果却相差 %4。</translation>
    </message>
    <message>
        <source>The same list under %1 NDCG definitions, at k = %2</source>
        <translation>同一列表在 %1 种 NDCG 定义下，k = %2</translation>
    </message>
    <message>
        <source>ranx ndcg with rel_lvl above 1</source>
        <translation>ranx ndcg，rel_lvl 大于 1</translation>
    </message>
    <message>
        <source>trec_eval -J, ir_measures judged_only</source>
        <translation>trec_eval -J、ir_measures judged_only</translation>
    </message>
    <message>
        <source>linear, grade &lt; %1 gains 0</source>
        <translation>线性，等级 &lt; %1 的增益为 0</translation>
    </message>
    <message>
        <source>linear, judged items only</source>
        <translation>线性，仅已标注的项</translation>
    </message>
    <message>
        <source>All %1 definitions agree on this list at k = %2.</source>
        <translation>在 k = %2 时，全部 %1 种定义对此列表给出相同结果。</translation>
    </message>
    <message>
        <source>Definition</source>
        <translation>定义</translation>
    </message>
    <message>
        <source>scikit-learn ndcg_score log_base=10 (NDCG unchanged, DCG scaled)</source>
        <translation>scikit-learn ndcg_score log_base=10（NDCG 不变，DCG 按比例缩放）</translation>
    </message>
    <message>
        <source>linear, discount 1/log10(rank + 1)</source>
        <translation>线性，折扣 1/log10(rank + 1)</translation>
    </message>
    <message>
        <source>%1; ideal from %2</source>
        <translation>%1；理想排序来自%2</translation>
    </message>
    <message>
        <source>Ideal (top k): [%1]</source>
        <translation>理想排序（前 k）：[%1]</translation>
    </message>
    <message>
        <source>Not shown by a list of grades: ties (trec_eval orders equal scores by docid; scikit-learn&apos;s ndcg_score and torchmetrics average them: --ties average), queries without a relevant item (0 in trec_eval, ranx, ir_measures; torchmetrics can skip them or score 1), set measures over the whole list (trec_eval set_P, set_recall, set_F; ir_measures SetP, SetR, SetF) and real-valued labels such as 0.5 used as gains (scikit-learn; trec_eval reads integers only, RankLens TREC qrels need --real-labels).</source>
        <translation>等级列表无法展示的设置：并列（trec_eval 按 docid 排列相同分数；scikit-learn 的 ndcg_score 和 torchmetrics 取平均：--ties average）、没有相关条目的查询（trec_eval、ranx、ir_measures 记 0；torchmetrics 可跳过或记 1）、针对整个列表的集合指标（trec_eval 的 set_P、set_recall、set_F；ir_measures 的 SetP、SetR、SetF），以及用作增益的 0.5 这类实数标签（scikit-learn；trec_eval 只读取整数，RankLens 的 TREC qrels 需要 --real-labels）。</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::DemoOpener</name>
    <message>
        <source>Open project</source>
        <translation>打开项目</translation>
    </message>
    <message>
        <source>Could not start a new RankLens window for %1.</source>
        <translation>无法为 %1 启动新的 RankLens 窗口。</translation>
    </message>
    <message>
        <source>Demo project</source>
        <translation>示例项目</translation>
    </message>
    <message>
        <source>The demo inputs could not be unpacked.</source>
        <translation>无法解压示例输入文件。</translation>
    </message>
    <message>
        <source>The demo project&apos;s items were brought up to date (categories, popularity).</source>
        <translation>示例项目的条目信息已更新（类别、流行度）。</translation>
    </message>
    <message>
        <source>The demo&apos;s item metadata could not be updated: %1</source>
        <translation>无法更新示例项目的条目元数据：%1</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::DraftsButton</name>
    <message>
        <source>Drafts (%1)</source>
        <translation>草稿 (%1)</translation>
    </message>
    <message>
        <source>Drafts</source>
        <translation>草稿</translation>
    </message>
    <message>
        <source>Hand-made orders of this query kept in the project: restore or delete them. A new order is kept here as you drag.</source>
        <translation>此查询保存在项目中的手动排序：可恢复或删除。拖动时新的排序会自动保存在这里。</translation>
    </message>
    <message>
        <source>No drafts of this query yet</source>
        <translation>此查询还没有草稿</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) moved · saved %1</source>
        <translation>
            <numerusform>移动了 %n 个条目 · 保存于 %1</numerusform>
        </translation>
    </message>
    <message>
        <source> (shown)</source>
        <translation>（当前显示）</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <source>Delete draft</source>
        <translation>删除草稿</translation>
    </message>
    <message>
        <source>Delete this hand-made order from the project?</source>
        <translation>从项目中删除这个手动排序？</translation>
    </message>
    <message>
        <source>Other queries (%1)</source>
        <translation>其他查询 (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Query %1 · %2 · %n item(s) moved</source>
        <translation>
            <numerusform>查询 %1 · %2 · 移动了 %n 个条目</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ranklens::ui::ExplainActions</name>
    <message>
        <source>Explain the value of %1</source>
        <translation>解释 %1 的值</translation>
    </message>
    <message>
        <source>Explain this number</source>
        <translation>解释这个数值</translation>
    </message>
    <message>
        <source>Explain this mean (per-query values)</source>
        <translation>解释这个平均值（逐查询的值）</translation>
    </message>
    <message>
        <source>Explain %1 of %2 (mean over queries)</source>
        <translation>解释 %2 的 %1（所有查询的平均值）</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::ExplainDialog</name>
    <message>
        <source>← Back to the per-query values</source>
        <translation>← 返回逐查询的值</translation>
    </message>
    <message>
        <source>Explain this number — RankLens</source>
        <translation>解释这个数值 — RankLens</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Double-click a query to see how its value is computed.</source>
        <translation>双击某个查询，查看它的值是如何算出的。</translation>
    </message>
    <message>
        <source>Nothing to explain: no such run, metric or cut-off.</source>
        <translation>无可解释的内容：没有这个排序结果、指标或截断位置。</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1 of %2 = %4&lt;/b&gt; (k = %3): the mean of the %n per-query values below (sum %5 / %n).&lt;br&gt;%6</source>
        <translation>
            <numerusform>&lt;b&gt;%2 的 %1 = %4&lt;/b&gt;（k = %3）：下方 %n 个逐查询值的平均值（总和 %5 / %n）。&lt;br&gt;%6</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to explain: query %1 is not evaluated.</source>
        <translation>无可解释的内容：查询 %1 未参与评估。</translation>
    </message>
    <message>
        <source>%1 of %2 for query %3 = %5 (k = %4)</source>
        <translation>%2 在查询 %3 上的 %1 = %5（k = %4）</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::ExplainPanel</name>
    <message>
        <source>Average precision: the precision at each relevant rank</source>
        <translation>平均精度：每个相关条目所在排名处的精确率</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Computed on this list</source>
        <translation>在此列表上的计算</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Relevant at rank i</source>
        <translation>相关条目的排名 i</translation>
    </message>
    <message>
        <source>Relevant in the top i</source>
        <translation>前 i 位中的相关条目数</translation>
    </message>
    <message>
        <source>Precision at i</source>
        <translation>第 i 位的精确率</translation>
    </message>
    <message>
        <source>Step by step at k = %1</source>
        <translation>逐步计算（k = %1）</translation>
    </message>
    <message>
        <source>Relevant in the top %1</source>
        <translation>前 %1 位中的相关条目</translation>
    </message>
    <message>
        <source>no relevant item in the top %1</source>
        <translation>前 %1 位中没有相关条目</translation>
    </message>
    <message>
        <source>at rank %1</source>
        <translation>位于第 %1 位</translation>
    </message>
    <message>
        <source>at ranks %1</source>
        <translation>位于第 %1 位</translation>
    </message>
    <message>
        <source>R: relevant items of the query</source>
        <translation>R：该查询的相关条目数</translation>
    </message>
    <message>
        <source>%1 returned + %2 not returned (grade ≥ %3)</source>
        <translation>%1 个已返回 + %2 个未返回（等级 ≥ %3）</translation>
    </message>
    <message>
        <source>P@%1</source>
        <translation>P@%1</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>R@%1</source>
        <translation>R@%1</translation>
    </message>
    <message>
        <source>R = 0, so 0 by definition</source>
        <translation>R = 0，按定义为 0</translation>
    </message>
    <message>
        <source>F1@%1</source>
        <translation>F1@%1</translation>
    </message>
    <message>
        <source>2 · %1 · %2 / (%1 + %2)</source>
        <translation>2 · %1 · %2 / (%1 + %2)</translation>
    </message>
    <message>
        <source>P and R are both 0, so 0</source>
        <translation>P 和 R 均为 0，因此为 0</translation>
    </message>
    <message>
        <source>Hit@%1</source>
        <translation>Hit@%1</translation>
    </message>
    <message>
        <source>a relevant item is in the top %1</source>
        <translation>前 %1 位中有相关条目</translation>
    </message>
    <message>
        <source>CG@%1</source>
        <translation>CG@%1</translation>
    </message>
    <message>
        <source>gains: %1</source>
        <translation>增益：%1</translation>
    </message>
    <message>
        <source>DCG@%1</source>
        <translation>DCG@%1</translation>
    </message>
    <message>
        <source>gain / log2(rank + 1): %1</source>
        <translation>增益 / log2(排名 + 1)：%1</translation>
    </message>
    <message>
        <source>ideal from all labels</source>
        <translation>理想排序取自全部标注</translation>
    </message>
    <message>
        <source>ideal from the returned items</source>
        <translation>理想排序取自返回的条目</translation>
    </message>
    <message>
        <source>IDCG@%1</source>
        <translation>IDCG@%1</translation>
    </message>
    <message>
        <source>%1: no positive grade, so 0</source>
        <translation>%1：没有正等级，因此为 0</translation>
    </message>
    <message>
        <source>%1 [%2]: %3</source>
        <translation>%1 [%2]：%3</translation>
    </message>
    <message>
        <source>NDCG@%1</source>
        <translation>NDCG@%1</translation>
    </message>
    <message>
        <source>DCG / IDCG = %1 / %2</source>
        <translation>DCG / IDCG = %1 / %2</translation>
    </message>
    <message>
        <source>IDCG = 0, so 0 by definition</source>
        <translation>IDCG = 0，按定义为 0</translation>
    </message>
    <message>
        <source>RR@%1</source>
        <translation>RR@%1</translation>
    </message>
    <message>
        <source>first relevant item at rank %1: 1 / %1</source>
        <translation>第一个相关条目位于第 %1 位：1 / %1</translation>
    </message>
    <message>
        <source>no relevant item in the top %1, so 0</source>
        <translation>前 %1 位中没有相关条目，因此为 0</translation>
    </message>
    <message>
        <source>AP@%1</source>
        <translation>AP@%1</translation>
    </message>
    <message>
        <source>(%1) / R = %2 / %3</source>
        <translation>(%1) / R = %2 / %3</translation>
    </message>
    <message>
        <source>%1 / %2 = %3</source>
        <translation>%1 / %2 = %3</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::ExplainWorkbench</name>
    <message>
        <source>Step by step</source>
        <translation>逐步计算</translation>
    </message>
    <message>
        <source>Average precision</source>
        <translation>平均精度（AP）</translation>
    </message>
    <message>
        <source>NDCG definitions</source>
        <translation>NDCG 定义</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::ExposureTableModel</name>
    <message>
        <source>(no category)</source>
        <translation>（无类别）</translation>
    </message>
    <message>
        <source>%1 in %2: %3 of the attention in the top %4 (%5 places), %6 of the relevant items (%7 labels ≥ %8)</source>
        <translation>%2 中的 %1：前 %4 位注意力的 %3（%5 个位置），相关物品的 %6（%7 个标注 ≥ %8）</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Item group</source>
        <translation>物品组</translation>
    </message>
    <message>
        <source>Exposure share @%1</source>
        <translation>曝光份额 @%1</translation>
    </message>
    <message>
        <source>Relevant share</source>
        <translation>相关份额</translation>
    </message>
    <message>
        <source>Exposure − relevant</source>
        <translation>曝光 − 相关</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>Places in top %1</source>
        <translation>前 %1 位中的位置数</translation>
    </message>
    <message>
        <source>Relevant labels</source>
        <translation>相关标注</translation>
    </message>
    <message>
        <source>The group&apos;s attention / the attention of all groups, over the top %1 of every list; attention of rank r = 1/log2(r+1)</source>
        <translation>该组的注意力 / 所有组的注意力，统计每个列表的前 %1 位；第 r 位的注意力 = 1/log2(r+1)</translation>
    </message>
    <message>
        <source>The group&apos;s relevant (query, item) labels / all relevant labels, over the same queries</source>
        <translation>该组的相关（查询，物品）标注 / 全部相关标注，统计相同的查询</translation>
    </message>
    <message>
        <source>Positive: the group is shown more than its share of relevant items (percentage points)</source>
        <translation>为正：该组的展示多于其相关物品份额（百分点）</translation>
    </message>
    <message>
        <source>Sum of 1/log2(r+1) over the top-k ranks holding the group&apos;s items</source>
        <translation>前 k 位中该组物品所在位置的 1/log2(r+1) 之和</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::ExposureWindow</name>
    <message>
        <source>Exposure by item group — RankLens</source>
        <translation>按物品组的曝光 — RankLens</translation>
    </message>
    <message>
        <source>Se&amp;gment:</source>
        <translation>分群(&amp;G)：</translation>
    </message>
    <message>
        <source>Exposure and relevant shares over the queries of one segment only (the whole-run values always read every list)</source>
        <translation>只统计一个分群的查询的曝光份额和相关份额（整次运行的值始终读取每个列表）</translation>
    </message>
    <message>
        <source>Exposure could not be computed: %1</source>
        <translation>无法计算曝光：%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Whole-run values&lt;/b&gt; (one number per run)</source>
        <translation>&lt;b&gt;整次运行的值&lt;/b&gt;（每次运行一个数）</translation>
    </message>
    <message>
        <source>All queries</source>
        <translation>全部查询</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <source>Open a project to see which item groups its runs show.</source>
        <translation>打开一个项目，查看其运行展示了哪些物品组。</translation>
    </message>
    <message>
        <source>&lt;h3&gt;No item groups&lt;/h3&gt;&lt;p&gt;The items of this project have no category, so there is nothing to group exposure by.&lt;/p&gt;&lt;p&gt;Import item metadata with a category column (CSV or TSV with a header: &lt;code&gt;docid,category&lt;/code&gt;, optionally &lt;code&gt;title&lt;/code&gt;, &lt;code&gt;url&lt;/code&gt;, &lt;code&gt;popularity&lt;/code&gt;):&lt;/p&gt;&lt;p&gt;in RankLens: &lt;b&gt;File → Import Runs or Labels…&lt;/b&gt; and choose the items file (or drop it on the main window);&lt;br&gt;from the command line: &lt;code&gt;ranklens-cli import project.ranklens --items items.csv&lt;/code&gt;&lt;/p&gt;</source>
        <translation>&lt;h3&gt;没有物品组&lt;/h3&gt;&lt;p&gt;本项目的物品没有类别，因此无法按组统计曝光。&lt;/p&gt;&lt;p&gt;请导入带类别列的物品元数据（带表头的 CSV 或 TSV：&lt;code&gt;docid,category&lt;/code&gt;，可选 &lt;code&gt;title&lt;/code&gt;、&lt;code&gt;url&lt;/code&gt;、&lt;code&gt;popularity&lt;/code&gt;）：&lt;/p&gt;&lt;p&gt;在 RankLens 中：&lt;b&gt;文件 → 导入运行或标注…&lt;/b&gt;，选择物品文件（或将其拖到主窗口）；&lt;br&gt;在命令行中：&lt;code&gt;ranklens-cli import project.ranklens --items items.csv&lt;/code&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>One number per run over all of its lists (every query, whatever the segment): not a mean over queries, so no interval and no p-value. Gini: 0 = every catalogue item appears equally often in the top %1, 1 = one item takes every place (items never shown count 0). Coverage: distinct items in any top %1 / items in the runs and the labels.</source>
        <translation>每次运行一个数，基于其全部列表（所有查询，不受分群影响）：不是查询上的平均值，因此没有区间，也没有 p 值。基尼系数：0 = 目录中每个物品在前 %1 位中出现的次数相同，1 = 一个物品占据所有位置（从未展示的物品计为 0）。覆盖率：任一前 %1 位中的不同物品数 / 运行和标注中的物品数。</translation>
    </message>
    <message numerus="yes">
        <source>top %1 · %n list(s) per run</source>
        <translation>
            <numerusform>前 %1 · 每次运行 %n 个列表</numerusform>
        </translation>
    </message>
    <message>
        <source>the lists of the run&apos;s labelled queries</source>
        <translation>该运行有标注的查询的列表</translation>
    </message>
    <message>
        <source>the lists of the run&apos;s labelled queries in segment &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>该运行在分群 &lt;b&gt;%1&lt;/b&gt; 中有标注的查询的列表</translation>
    </message>
    <message>
        <source>&lt;b&gt;Exposure share&lt;/b&gt; of a group = Σ 1/log2(r+1) over the places r ≤ %1 holding its items ÷ the same sum over all groups (the DCG discount: rank 1 counts 1, rank 2 0.63, rank 10 0.29), over %2. &lt;b&gt;Relevant share&lt;/b&gt; = the group&apos;s (query, item) labels ≥ %3 ÷ all such labels of the same queries. Groups: the items&apos; category (imported item metadata; popularity is not used here). k, threshold, ties and depth follow the definitions bar.</source>
        <translation>组的&lt;b&gt;曝光份额&lt;/b&gt; = 该组物品所在位置 r ≤ %1 的 Σ 1/log2(r+1) ÷ 所有组的同一总和（DCG 折扣：第 1 位计 1，第 2 位 0.63，第 10 位 0.29），统计%2。&lt;b&gt;相关份额&lt;/b&gt; = 该组 ≥ %3 的（查询，物品）标注 ÷ 相同查询的全部此类标注。组：物品的类别（导入的物品元数据；此处不使用流行度）。k、阈值、并列处理和深度跟随定义栏。</translation>
    </message>
    <message>
        <source>(no category)</source>
        <translation>（无类别）</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 of the relevant items (%3 labels ≥ %4)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;相关物品的 %2（%3 个标注 ≥ %4）</translation>
    </message>
    <message>
        <source>relevant items</source>
        <translation>相关物品</translation>
    </message>
    <message>
        <source>relevant items (%1)</source>
        <translation>相关物品（%1）</translation>
    </message>
    <message>
        <source>%1: exposure</source>
        <translation>%1：曝光</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; in %2&lt;br&gt;%3 of the attention in the top %4&lt;br&gt;%5 places, attention %6</source>
        <translation>%2 中的 &lt;b&gt;%1&lt;/b&gt;&lt;br&gt;前 %4 位注意力的 %3&lt;br&gt;%5 个位置，注意力 %6</translation>
    </message>
    <message>
        <source>Who gets shown? Share of the attention in the top %1 per item group, next to the group&apos;s share of the relevant items</source>
        <translation>谁被展示？各物品组在前 %1 位中的注意力份额，旁边是该组的相关物品份额</translation>
    </message>
    <message>
        <source>share (%)</source>
        <translation>份额（%）</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::GlossaryWindow</name>
    <message>
        <source>Glossary of the metrics</source>
        <translation>指标术语表</translation>
    </message>
    <message>
        <source>What each number answers, how it is computed, when to use it, where it misleads, and how other tools define it.</source>
        <translation>每个数值回答什么问题、如何计算、何时使用、在哪些情况下会误导人，以及其他工具如何定义它。</translation>
    </message>
    <message>
        <source>Answers:</source>
        <translation>回答的问题：</translation>
    </message>
    <message>
        <source>Formula:</source>
        <translation>公式：</translation>
    </message>
    <message>
        <source>Always:</source>
        <translation>务必：</translation>
    </message>
    <message>
        <source>When to use:</source>
        <translation>适用场景：</translation>
    </message>
    <message>
        <source>Traps:</source>
        <translation>陷阱：</translation>
    </message>
    <message>
        <source>How tools differ:</source>
        <translation>各工具的差异：</translation>
    </message>
    <message>
        <source>Glossary — RankLens</source>
        <translation>术语表 — RankLens</translation>
    </message>
    <message>
        <source>Search the glossary (Ctrl+F); Enter: next match</source>
        <translation>搜索术语表（Ctrl+F）；回车：下一处</translation>
    </message>
    <message>
        <source>No match</source>
        <translation>无匹配</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n 处匹配</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>match %1 of %n</source>
        <translation>
            <numerusform>第 %1 个，共 %n 个匹配</numerusform>
        </translation>
    </message>
    <message>
        <source>More measures</source>
        <translation>更多指标</translation>
    </message>
    <message>
        <source>Relevant means label ≥ threshold. Every value is per query, then averaged over queries.</source>
        <translation>相关指标注等级 ≥ 阈值。每个数值先按查询计算，再对所有查询取平均。</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::ImportFlow</name>
    <message>
        <source>The project is still being loaded; import again when it is open.</source>
        <translation>项目仍在加载中；请在打开后再导入。</translation>
    </message>
    <message numerus="yes">
        <source>Import finished: %n file(s)</source>
        <translation>
            <numerusform>导入完成：%n 个文件</numerusform>
        </translation>
    </message>
    <message>
        <source>Import failed: %1</source>
        <translation>导入失败：%1</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>The project already holds the content of:
%1

Import again as new copies?</source>
        <translation>项目中已有以下文件的内容：
%1

是否作为新副本再次导入？</translation>
    </message>
    <message>
        <source>Imported:</source>
        <translation>已导入：</translation>
    </message>
    <message numerus="yes">
        <source>Import: not every one of the %n files was imported (see the message)</source>
        <translation>
            <numerusform>导入：%n 个文件中有的未能导入（见提示框）</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was imported: no project is open.</source>
        <translation>未导入任何内容：没有打开的项目。</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::ImportReviewDialog</name>
    <message>
        <source>Import — RankLens</source>
        <translation>导入 — RankLens</translation>
    </message>
    <message>
        <source>Each file is imported as the kind its content shows. Change a kind before importing; nothing is stored until you import.</source>
        <translation>每个文件按其内容显示的类型导入。可在导入前更改类型；点击导入之前不会保存任何内容。</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Detected</source>
        <translation>检测结果</translation>
    </message>
    <message>
        <source>Import as</source>
        <translation>导入为</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>nothing to import</source>
        <translation>无可导入内容</translation>
    </message>
    <message>
        <source>There is nothing to import:</source>
        <translation>没有可导入的内容：</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>preference judgments</source>
        <translation>偏好判断</translation>
    </message>
    <message>
        <source>None of these files can be imported:</source>
        <translation>这些文件都不能导入：</translation>
    </message>
    <message>
        <source>not text</source>
        <translation>不是文本</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::InfluencePanel</name>
    <message>
        <source>Left out</source>
        <translation>留出的查询</translation>
    </message>
    <message>
        <source>Δ without</source>
        <translation>去掉后 Δ</translation>
    </message>
    <message>
        <source>p without</source>
        <translation>去掉后 p</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Each query left out in turn: the mean difference (run − baseline) and the paired t-test&apos;s p (uncorrected) over the other queries. Queries whose removal changes the verdict at α come first, then those that move Δ most.</source>
        <translation>依次留出每个查询：其余查询上的平均差值（系统结果 − 基线）及配对 t 检验的 p（未校正）。去掉后会改变 α 水平结论的查询排在最前，其次是使 Δ 变化最大的查询。</translation>
    </message>
    <message>
        <source>Leave one out needs at least three paired queries.</source>
        <translation>留一分析至少需要三个配对查询。</translation>
    </message>
    <message>
        <source>changes</source>
        <translation>改变</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>不变</translation>
    </message>
    <message numerus="yes">
        <source>%1: Δ %2 (paired t-test p %3). Without the %n most influential queries: Δ %4, p %5 — the verdict %6.</source>
        <translation>
            <numerusform>%1：Δ %2（配对 t 检验 p %3）。去掉影响最大的 %n 个查询后：Δ %4，p %5 —— 结论%6。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ranklens::ui::JobStatusRow</name>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::JourneyGuide</name>
    <message>
        <source>Show every step opens the list itself: drag an item or change a grade, and every step of the computation follows.</source>
        <translation>“显示每一步”会打开列表本身：拖动一个条目或修改等级，计算的每一步都会随之更新。</translation>
    </message>
    <message>
        <source>Then practise: compute, predict, construct or choose, with worked feedback on every answer and your progress kept.</source>
        <translation>然后练习：计算、预测、构造或选择，每个回答都有详细反馈，并保存你的进度。</translation>
    </message>
    <message>
        <source>Double-click any query in the Queries tab to open it in the ranking view.</source>
        <translation>在“查询”标签页中双击任意查询，即可在排序视图中打开它。</translation>
    </message>
    <message>
        <source>Drag its items: every metric updates at once.</source>
        <translation>拖动其中的条目：每个指标都会立即更新。</translation>
    </message>
    <message>
        <source>Press 0–4 to grade the selected item: the metrics follow the new grade.</source>
        <translation>按 0–4 为选中的条目标注等级：指标会随新等级更新。</translation>
    </message>
    <message>
        <source>Compare runs puts two models side by side over every query: in the demo, new_model against baseline.</source>
        <translation>“比较排序结果”把两个模型在所有查询上并排比较：在示例项目中是 new_model 对比 baseline。</translation>
    </message>
    <message>
        <source>Paired tests say whether the difference is more than chance; wins and losses say for how many queries.</source>
        <translation>配对检验说明差异是否超出偶然；胜负统计说明涉及多少个查询。</translation>
    </message>
    <message>
        <source>Segments and guardrails show where it got better and what must not get worse.</source>
        <translation>分组和护栏指标显示哪里变好了，以及哪些方面不能变差。</translation>
    </message>
    <message>
        <source>1 · Learn the metrics</source>
        <translation>1 · 学习指标</translation>
    </message>
    <message>
        <source>2 · Inspect and judge a ranking</source>
        <translation>2 · 查看并标注一个排序</translation>
    </message>
    <message>
        <source>3 · Compare two models</source>
        <translation>3 · 比较两个模型</translation>
    </message>
    <message>
        <source>Open the lessons</source>
        <translation>打开课程</translation>
    </message>
    <message>
        <source>Open a query</source>
        <translation>打开一个查询</translation>
    </message>
    <message>
        <source>Compare runs</source>
        <translation>比较排序结果</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>All journeys</source>
        <translation>全部路线</translation>
    </message>
    <message>
        <source>The lessons go one step at a time, from P@k and R@k through F1, MAP, MRR and NDCG to ties, several queries and clicks, on small rankings.</source>
        <translation>课程一步一步来：从 P@k 和 R@k 开始，经过 F1、MAP、MRR 和 NDCG，再到并列、多个查询和点击，都用小排序来讲。</translation>
    </message>
    <message>
        <source>Each lesson first defines what it asks for, with a tiny example, then shows its question. Work it out, then Next shows the answer and what to notice.</source>
        <translation>每节课先定义它要问的东西，并附一个小例子，然后才给出问题。自己算一算，再按“下一页”查看答案和要点。</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::JudgingQueue</name>
    <message>
        <source>No project is open.</source>
        <translation>没有打开的项目。</translation>
    </message>
    <message>
        <source>Enter the annotator&apos;s name.</source>
        <translation>请输入标注员的名字。</translation>
    </message>
    <message>
        <source>The pool depth k must be at least 1.</source>
        <translation>候选池深度 k 至少为 1。</translation>
    </message>
    <message>
        <source>Choose at least one run to pool.</source>
        <translation>请至少选择一个排序结果来构建候选池。</translation>
    </message>
    <message>
        <source>The chosen run is no longer in the project.</source>
        <translation>所选排序结果已不在项目中。</translation>
    </message>
    <message>
        <source>Could not create the label set: %1</source>
        <translation>无法创建标注集：%1</translation>
    </message>
    <message>
        <source>The grade was not saved: %1</source>
        <translation>等级未保存：%1</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::JudgingQueueView</name>
    <message>
        <source>Not relevant</source>
        <translation>不相关</translation>
    </message>
    <message>
        <source>Marginal</source>
        <translation>勉强相关</translation>
    </message>
    <message>
        <source>Relevant</source>
        <translation>相关</translation>
    </message>
    <message>
        <source>Highly relevant</source>
        <translation>高度相关</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>完全相关</translation>
    </message>
    <message>
        <source>Judging queue — RankLens</source>
        <translation>评判队列 — RankLens</translation>
    </message>
    <message>
        <source>&lt;b&gt;Overall&lt;/b&gt;</source>
        <translation>&lt;b&gt;总体&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;This query&lt;/b&gt;</source>
        <translation>&lt;b&gt;当前查询&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Press %1</source>
        <translation>按 %1</translation>
    </message>
    <message>
        <source>Skip (S)</source>
        <translation>跳过（S）</translation>
    </message>
    <message>
        <source>Keys: &lt;b&gt;0&lt;/b&gt;–&lt;b&gt;4&lt;/b&gt; grade · &lt;b&gt;S&lt;/b&gt; skip · &lt;b&gt;←&lt;/b&gt; &lt;b&gt;→&lt;/b&gt; move · &lt;b&gt;PgDn&lt;/b&gt; next query · &lt;b&gt;Ctrl+Z&lt;/b&gt; undo</source>
        <translation>按键：&lt;b&gt;0&lt;/b&gt;–&lt;b&gt;4&lt;/b&gt; 评级 · &lt;b&gt;S&lt;/b&gt; 跳过 · &lt;b&gt;←&lt;/b&gt; &lt;b&gt;→&lt;/b&gt; 移动 · &lt;b&gt;PgDn&lt;/b&gt; 下一个查询 · &lt;b&gt;Ctrl+Z&lt;/b&gt; 撤销</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>等级</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Judging as %1&lt;/b&gt; — label set &lt;i&gt;%2&lt;/i&gt; · pool: top %3 of %4</source>
        <translation>&lt;b&gt;以 %1 的身份评判&lt;/b&gt; — 标注集 &lt;i&gt;%2&lt;/i&gt; · 候选池：%4 的前 %3 位</translation>
    </message>
    <message>
        <source>Judged@%1: %2 of %3 pooled items (%4) · %5 of %6 queries complete</source>
        <translation>Judged@%1：候选池 %3 个条目中已评 %2 个（%4）· %6 个查询中已完成 %5 个</translation>
    </message>
    <message>
        <source>Nothing to judge: every pooled item is labelled.</source>
        <translation>没有需要评判的内容：候选池中的条目都已标注。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; &lt;span style=&apos;color:gray&apos;&gt;(%2)&lt;/span&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; &lt;span style=&apos;color:gray&apos;&gt;（%2）&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>The queue is finished.</source>
        <translation>队列已完成。</translation>
    </message>
    <message>
        <source>Every queued item was graded or skipped. Ctrl+Z undoes the last grade; ← goes back.</source>
        <translation>队列中的每个条目都已评级或跳过。Ctrl+Z 撤销上一次评级；← 返回。</translation>
    </message>
    <message>
        <source>Item %1 of %2 to judge in this query</source>
        <translation>本查询中待评判的第 %1 / %2 个条目</translation>
    </message>
    <message>
        <source>Graded %1 (%2) — a key press changes it</source>
        <translation>已评为 %1（%2）— 按键可修改</translation>
    </message>
    <message>
        <source>Not graded yet</source>
        <translation>尚未评级</translation>
    </message>
    <message>
        <source>%1 of %2 queries left to judge · this query, Judged@%3: %4 of %5 (%6)</source>
        <translation>%2 个查询中还有 %1 个待评 · 本查询 Judged@%3：%5 个中已评 %4 个（%6）</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::JudgingSetupDialog</name>
    <message>
        <source>Start judging</source>
        <translation>开始评判</translation>
    </message>
    <message>
        <source>e.g. anna</source>
        <translation>例如 anna</translation>
    </message>
    <message>
        <source>Pool the runs:</source>
        <translation>用于候选池的排序结果：</translation>
    </message>
    <message>
        <source>Top k of each run:</source>
        <translation>每个排序结果取前 k 位：</translation>
    </message>
    <message>
        <source>Annotator:</source>
        <translation>标注员：</translation>
    </message>
    <message>
        <source>Grades go to the label set “%1” (created when missing). Items that set already labels are not asked again.</source>
        <translation>等级写入标注集“%1”（不存在时自动创建）。该标注集已标注的条目不会再次询问。</translation>
    </message>
    <message>
        <source>annotator + the name above</source>
        <translation>annotator + 上面的名字</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Required: the annotator&apos;s name</source>
        <translation>必填：标注者姓名</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::LabelActions</name>
    <message>
        <source>&amp;Labels</source>
        <translation>标注(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Judging Queue…</source>
        <translation>评判队列(&amp;J)…</translation>
    </message>
    <message>
        <source>Ctrl+J</source>
        <translation>Ctrl+J</translation>
    </message>
    <message>
        <source>&amp;Agreement Between Label Sets…</source>
        <translation>标注集之间的一致性(&amp;A)…</translation>
    </message>
    <message>
        <source>Labels as &amp;TREC qrels…</source>
        <translation>标注导出为 &amp;TREC qrels…</translation>
    </message>
    <message>
        <source>Labels as CS&amp;V…</source>
        <translation>标注导出为 CS&amp;V…</translation>
    </message>
    <message>
        <source>Label &amp;history as CSV…</source>
        <translation>标注历史(&amp;H)导出为 CSV…</translation>
    </message>
    <message>
        <source>Judging queue</source>
        <translation>评判队列</translation>
    </message>
    <message>
        <source>Open a project with at least one run first.</source>
        <translation>请先打开一个至少含有一个排序结果的项目。</translation>
    </message>
    <message>
        <source>Export labels</source>
        <translation>导出标注</translation>
    </message>
    <message>
        <source>The project has no labels.</source>
        <translation>项目中没有标注。</translation>
    </message>
    <message>
        <source>Label set:</source>
        <translation>标注集：</translation>
    </message>
    <message>
        <source>-history</source>
        <translation>-history</translation>
    </message>
    <message>
        <source>TREC qrels (*.qrels *.txt)</source>
        <translation>TREC qrels (*.qrels *.txt)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Label &amp;Sets: Agreement, Consensus, Verdicts…</source>
        <translation>标注集：一致性、共识、结论(&amp;S)…</translation>
    </message>
    <message>
        <source>Judge what matters for this comparison</source>
        <translation>标注对这次比较要紧的条目</translation>
    </message>
    <message>
        <source>Annotator (the grades go to a label set named after the annotator):</source>
        <translation>标注者（等级将存入以该标注者命名的标注集）：</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::LabelSetsWindow</name>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n label(s))</source>
        <translation>
            <numerusform>%1（%n 个标注）</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose two label sets or more (the gold set not counted).</source>
        <translation>请选择两个或更多标注集（金标准集不计在内）。</translation>
    </message>
    <message>
        <source>“%1” is not a measure RankLens knows.</source>
        <translation>“%1”不是 RankLens 认识的指标。</translation>
    </message>
    <message>
        <source>The project needs two runs or more to see whether labels change a verdict.</source>
        <translation>要查看标注是否改变结论，项目中至少需要两个排序结果。</translation>
    </message>
    <message>
        <source>Choose two different runs to compare.</source>
        <translation>请选择两个不同的排序结果进行比较。</translation>
    </message>
    <message>
        <source>Save consensus %1</source>
        <translation>保存共识 %1</translation>
    </message>
    <message>
        <source>majority</source>
        <translation>多数</translation>
    </message>
    <message>
        <source>median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>lower grade</source>
        <translation>取较低等级</translation>
    </message>
    <message>
        <source>higher grade</source>
        <translation>取较高等级</translation>
    </message>
    <message>
        <source>left out</source>
        <translation>不纳入</translation>
    </message>
    <message>
        <source>Give the new label set a name.</source>
        <translation>请为新标注集命名。</translation>
    </message>
    <message>
        <source>A label set named “%1” exists already: choose another name.</source>
        <translation>已有名为“%1”的标注集：请换一个名字。</translation>
    </message>
    <message>
        <source>The project is open for viewing only.</source>
        <translation>项目以只读方式打开。</translation>
    </message>
    <message>
        <source>Choose two label sets or more to build a consensus.</source>
        <translation>请选择两个或更多标注集来生成共识。</translation>
    </message>
    <message>
        <source>The consensus has no item: nothing was saved.</source>
        <translation>共识中没有任何条目：未保存任何内容。</translation>
    </message>
    <message numerus="yes">
        <source>Saved “%1”: %n item(s) graded</source>
        <translation>
            <numerusform>已保存“%1”：%n 个条目有等级</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n tie(s) resolved by the tie rule</source>
        <translation>
            <numerusform>；%n 处并列按并列规则处理</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n left out</source>
        <translation>
            <numerusform>，%n 个未纳入</numerusform>
        </translation>
    </message>
    <message>
        <source>. Edit → Undo removes it.</source>
        <translation>。编辑 → 撤销 可将其删除。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>undefined (no item to compute it on)</source>
        <translation>无定义（没有可用于计算的条目）</translation>
    </message>
    <message>
        <source>undefined (only one grade value)</source>
        <translation>无定义（只有一个等级取值）</translation>
    </message>
    <message>
        <source>Label sets: agreement, consensus, verdicts — RankLens</source>
        <translation>标注集：一致性、共识、结论 — RankLens</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>一致性</translation>
    </message>
    <message>
        <source>Consensus</source>
        <translation>共识</translation>
    </message>
    <message>
        <source>Do the labels change the verdict?</source>
        <translation>标注会改变结论吗？</translation>
    </message>
    <message>
        <source>&amp;Compute</source>
        <translation>计算(&amp;C)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>&amp;Save as a new label set</source>
        <translation>另存为新标注集(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Judge what matters for this comparison…</source>
        <translation>标注对这次比较要紧的条目(&amp;J)…</translation>
    </message>
    <message>
        <source>paired t-test</source>
        <translation>配对 t 检验</translation>
    </message>
    <message>
        <source>randomization test</source>
        <translation>随机化检验</translation>
    </message>
    <message>
        <source>majority (most frequent grade)</source>
        <translation>多数（出现最多的等级）</translation>
    </message>
    <message>
        <source>median grade</source>
        <translation>中位等级</translation>
    </message>
    <message>
        <source>mean grade, rounded</source>
        <translation>平均等级，四舍五入</translation>
    </message>
    <message>
        <source>take the lower grade (conservative)</source>
        <translation>取较低等级（保守）</translation>
    </message>
    <message>
        <source>take the higher grade</source>
        <translation>取较高等级</translation>
    </message>
    <message>
        <source>leave the item out</source>
        <translation>不纳入该条目</translation>
    </message>
    <message>
        <source>e.g. consensus</source>
        <translation>例如 共识</translation>
    </message>
    <message>
        <source>Set A</source>
        <translation>标注集 A</translation>
    </message>
    <message>
        <source>Set B</source>
        <translation>标注集 B</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>条目数</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ</source>
        <translation>Cohen κ</translation>
    </message>
    <message>
        <source>κ, linear</source>
        <translation>κ，线性加权</translation>
    </message>
    <message>
        <source>κ, quadratic</source>
        <translation>κ，二次加权</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>标注集</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>标注数</translation>
    </message>
    <message>
        <source>Items with gold</source>
        <translation>与金标准共有条目</translation>
    </message>
    <message>
        <source>Accuracy vs gold</source>
        <translation>相对金标准的准确率</translation>
    </message>
    <message>
        <source>κ vs gold</source>
        <translation>相对金标准的 κ</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>Unanimous</source>
        <translation>完全一致</translation>
    </message>
    <message>
        <source>α nominal</source>
        <translation>α 名义</translation>
    </message>
    <message>
        <source>α ordinal</source>
        <translation>α 顺序</translation>
    </message>
    <message>
        <source>α interval</source>
        <translation>α 区间</translation>
    </message>
    <message>
        <source>Double-click a query to show it in the ranking view.</source>
        <translation>双击查询，在排序视图中显示它。</translation>
    </message>
    <message>
        <source>Label set</source>
        <translation>标注集</translation>
    </message>
    <message>
        <source>Made from</source>
        <translation>来源标注集</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>并列</translation>
    </message>
    <message>
        <source>Made on</source>
        <translation>生成时间</translation>
    </message>
    <message>
        <source>Kendall&apos;s τ-b</source>
        <translation>Kendall τ-b</translation>
    </message>
    <message>
        <source>τ_AP</source>
        <translation>τ_AP</translation>
    </message>
    <message>
        <source>Verdicts changed</source>
        <translation>改变的结论数</translation>
    </message>
    <message>
        <source>Sets</source>
        <translation>标注集</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>排序结果</translation>
    </message>
    <message>
        <source>Under A</source>
        <translation>按 A</translation>
    </message>
    <message>
        <source>Under B</source>
        <translation>按 B</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>“a&gt;b” reads: a scores higher; * marks a difference that is significant after correction for the many pairs.</source>
        <translation>“a&gt;b”表示 a 得分更高；* 表示经多重比较校正后差异仍显著。</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Grade A</source>
        <translation>A 的等级</translation>
    </message>
    <message>
        <source>Grade B</source>
        <translation>B 的等级</translation>
    </message>
    <message>
        <source>Δ under A</source>
        <translation>按 A 的 Δ</translation>
    </message>
    <message>
        <source>Δ with B&apos;s grade</source>
        <translation>改用 B 等级后的 Δ</translation>
    </message>
    <message>
        <source>Rank in run 1</source>
        <translation>在排序结果 1 中的名次</translation>
    </message>
    <message>
        <source>Rank in run 2</source>
        <translation>在排序结果 2 中的名次</translation>
    </message>
    <message>
        <source>Δ if graded highest</source>
        <translation>标为最高等级时的 Δ</translation>
    </message>
    <message>
        <source>Shift</source>
        <translation>变化量</translation>
    </message>
    <message>
        <source>Could flip the verdict</source>
        <translation>能否单独改变结论</translation>
    </message>
    <message>
        <source>Choose two label sets or more and press Compute.</source>
        <translation>请选择两个或更多标注集，然后点击“计算”。</translation>
    </message>
    <message>
        <source>undefined (no item both graded)</source>
        <translation>无定义（没有双方都标注过的条目）</translation>
    </message>
    <message>
        <source>– (no item in common)</source>
        <translation>–（没有共同条目）</translation>
    </message>
    <message>
        <source>– (the runs&apos; means are all equal)</source>
        <translation>–（各排序结果的均值全部相等）</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>完成。</translation>
    </message>
    <message>
        <source>Agreement done; no verdicts: %1</source>
        <translation>一致性已算完；没有结论分析：%1</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>  (↓%1)</source>
        <translation>  (↓%1)</translation>
    </message>
    <message>
        <source>  (↑%1)</source>
        <translation>  (↑%1)</translation>
    </message>
    <message>
        <source>Runs best first under each label set by %1; arrows: places moved against the first set.</source>
        <translation>按 %1 在每组标注下从好到差排列的排序结果；箭头：相对第一组标注移动的名次。</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 对 %2</translation>
    </message>
    <message>
        <source>the order is reversed</source>
        <translation>顺序颠倒</translation>
    </message>
    <message>
        <source>significant under one set only</source>
        <translation>只在一组标注下显著</translation>
    </message>
    <message>
        <source>ahead</source>
        <translation>领先</translation>
    </message>
    <message>
        <source>behind</source>
        <translation>落后</translation>
    </message>
    <message>
        <source>&lt;b&gt;The verdict may change&lt;/b&gt;: judge the items below first.</source>
        <translation>&lt;b&gt;结论可能改变&lt;/b&gt;：请先标注下面的条目。</translation>
    </message>
    <message>
        <source>Under &lt;b&gt;%1&lt;/b&gt;, Δ = %2 − %3 = &lt;b&gt;%4&lt;/b&gt; over %5 labelled queries. %6 items in the top %7 of either run are unjudged (in %8 queries).&lt;br&gt;If every one of them is relevant (graded %9): Δ = &lt;b&gt;%10&lt;/b&gt;; if none is (all graded 0): Δ = &lt;b&gt;%11&lt;/b&gt;.&lt;br&gt;%12</source>
        <translation>按 &lt;b&gt;%1&lt;/b&gt;，在 %5 个已标注查询上 Δ = %2 − %3 = &lt;b&gt;%4&lt;/b&gt;。两个排序结果前 %7 名中有 %6 个条目未标注（分布在 %8 个查询中）。&lt;br&gt;如果它们全都相关（标为 %9）：Δ = &lt;b&gt;%10&lt;/b&gt;；如果全都不相关（标为 0）：Δ = &lt;b&gt;%11&lt;/b&gt;。&lt;br&gt;%12</translation>
    </message>
    <message>
        <source>– (not in its top k)</source>
        <translation>–（不在其前 k 名）</translation>
    </message>
    <message>
        <source>yes, alone</source>
        <translation>能，单独即可</translation>
    </message>
    <message>
        <source>Cancelled: the numbers shown are the earlier ones.</source>
        <translation>已取消：显示的是之前的数字。</translation>
    </message>
    <message>
        <source>Label sets to compare (two or more):</source>
        <translation>要比较的标注集（两个或更多）：</translation>
    </message>
    <message>
        <source>Gold set:</source>
        <translation>金标准集：</translation>
    </message>
    <message>
        <source>Runs compared:</source>
        <translation>比较的排序结果：</translation>
    </message>
    <message>
        <source>Measure and test:</source>
        <translation>指标与检验：</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>规则：</translation>
    </message>
    <message>
        <source>Ties:</source>
        <translation>并列：</translation>
    </message>
    <message>
        <source>Name of the new label set:</source>
        <translation>新标注集名称：</translation>
    </message>
    <message>
        <source>Depth k (top k of each run):</source>
        <translation>深度 k（每个排序结果的前 k 名）：</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <source>– (none imported)</source>
        <translation>–（未导入）</translation>
    </message>
    <message numerus="yes">
        <source>The mean of the %n confidence(s) the judge file gave this set&apos;s labels.</source>
        <translation>
            <numerusform>评审文件为此标注集的 %n 个标注给出的置信度的均值。</numerusform>
        </translation>
    </message>
    <message>
        <source>The judge&apos;s confidence in this grade: %1</source>
        <translation>评审对此等级的置信度：%1</translation>
    </message>
    <message>
        <source>Rank in %1</source>
        <translation>在 %1 中的名次</translation>
    </message>
    <message>
        <source>Unjudged items</source>
        <translation>未标注条目</translation>
    </message>
    <message>
        <source>Mean confidence</source>
        <translation>平均置信度</translation>
    </message>
    <message>
        <source>&lt;table cellspacing=&apos;3&apos;&gt;&lt;tr&gt;&lt;td&gt;Items graded by two sets or more&lt;/td&gt;&lt;td&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Fleiss&apos; κ (over the %2 items every set graded)&lt;/td&gt;&lt;td&gt;&lt;b&gt;%3&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Krippendorff&apos;s α, nominal (over %4 items)&lt;/td&gt;&lt;td&gt;&lt;b&gt;%5&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Krippendorff&apos;s α, ordinal&lt;/td&gt;&lt;td&gt;&lt;b&gt;%6&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Krippendorff&apos;s α, interval&lt;/td&gt;&lt;td&gt;&lt;b&gt;%7&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table cellspacing=&apos;3&apos;&gt;&lt;tr&gt;&lt;td&gt;被两组或更多标注的条目&lt;/td&gt;&lt;td&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Fleiss κ（基于每组都标注过的 %2 个条目）&lt;/td&gt;&lt;td&gt;&lt;b&gt;%3&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Krippendorff α，名义（基于 %4 个条目）&lt;/td&gt;&lt;td&gt;&lt;b&gt;%5&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Krippendorff α，顺序&lt;/td&gt;&lt;td&gt;&lt;b&gt;%6&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Krippendorff α，区间&lt;/td&gt;&lt;td&gt;&lt;b&gt;%7&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>Disagreements between two sets, by how far one grade moves the chosen runs&apos; Δ:</source>
        <translation>两组标注之间的分歧，按单个等级对所选排序结果 Δ 的影响排列：</translation>
    </message>
    <message>
        <source>Disagreements between two sets, by how far one grade moves Δ = %1 − %2:</source>
        <translation>两组标注之间的分歧，按单个等级对 Δ = %1 − %2 的影响排列：</translation>
    </message>
    <message>
        <source>Consensus label sets of this project, and where they came from:</source>
        <translation>本项目中的共识标注集及其来源：</translation>
    </message>
    <message>
        <source>Runs best first under each label set:</source>
        <translation>按每组标注从好到差排列的排序结果：</translation>
    </message>
    <message>
        <source>How far the orders agree:</source>
        <translation>各次序的一致程度：</translation>
    </message>
    <message>
        <source>Pairs of runs whose verdict changes with the labels:</source>
        <translation>结论随标注改变的排序结果对：</translation>
    </message>
    <message>
        <source>Choose a gold set to see each set&apos;s accuracy and κ against it.</source>
        <translation>选择金标准集，即可查看每个标注集相对它的准确率和 κ。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The verdict survives&lt;/b&gt;: whatever grades the unjudged items get, %1 stays %2.</source>
        <translation>&lt;b&gt;结论站得住&lt;/b&gt;：无论这些未标注条目得到什么等级，%1 都保持%2。</translation>
    </message>
    <message>
        <source>Disagreements by how far one grade moves the chosen runs&apos; Δ. Double-click to show the item in its ranking.</source>
        <translation>按单个等级对所选排序结果 Δ 的影响大小排列的分歧。双击可在其排序中显示该条目。</translation>
    </message>
    <message>
        <source>Double-click a row to show the item in its ranking.</source>
        <translation>双击一行，在其排序中显示该条目。</translation>
    </message>
    <message>
        <source>Under the label set:</source>
        <translation>按标注集：</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::LeaderboardRunsModel</name>
    <message>
        <source>Runs that share a letter are not told apart by the test.</source>
        <translation>共享同一字母的系统结果，检验无法区分它们。</translation>
    </message>
    <message>
        <source>An interval needs two queries or more.</source>
        <translation>区间至少需要两个查询。</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>系统结果</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>%1 % CI</source>
        <translation>%1 % 置信区间</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>分组</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::LeaderboardSettings</name>
    <message>
        <source>R&amp;uns:</source>
        <translation>系统结果(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;Measures:</source>
        <translation>指标(&amp;M)：</translation>
    </message>
    <message>
        <source>Measures separated by commas, e.g. ndcg@10, P@10, mrr</source>
        <translation>用逗号分隔的指标，例如 ndcg@10, P@10, mrr</translation>
    </message>
    <message>
        <source>&amp;Test:</source>
        <translation>检验(&amp;T)：</translation>
    </message>
    <message>
        <source>C&amp;orrection:</source>
        <translation>校正(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;α:</source>
        <translation>α(&amp;A)：</translation>
    </message>
    <message>
        <source>Con&amp;fidence:</source>
        <translation>置信度(&amp;F)：</translation>
    </message>
    <message>
        <source>Po&amp;wer:</source>
        <translation>检验功效(&amp;W)：</translation>
    </message>
    <message>
        <source>The power at which the smallest detectable difference is given</source>
        <translation>给出最小可检测差异时所用的检验功效</translation>
    </message>
    <message>
        <source>&amp;Permutations:</source>
        <translation>置换次数(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Rank runs</source>
        <translation>排名(&amp;R)</translation>
    </message>
    <message>
        <source>Rank the chosen runs and test every pair (Ctrl+Enter)</source>
        <translation>为所选系统结果排名并检验每一对（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Only for the paired t-test and the randomisation test: the two Tukey tests cover every pair themselves</source>
        <translation>仅用于配对 t 检验和随机化检验：两种 Tukey 检验本身已覆盖所有配对</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Choose two runs or more to rank.</source>
        <translation>请选择两个或更多系统结果进行排名。</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::LeaderboardWindow</name>
    <message>
        <source>Ranking the runs and testing every pair…</source>
        <translation>正在排名并检验每一对…</translation>
    </message>
    <message>
        <source>The leaderboard could not be made: %1</source>
        <translation>无法生成排行榜：%1</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>排行榜</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) over %1 labelled queries · computed in %2 s</source>
        <translation>
            <numerusform>%n 个系统结果，%1 个已标注查询 · 用时 %2 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>These results are for the settings before your change. Press Rank runs (Ctrl+Enter) to update them.</source>
        <translation>这些结果对应的是修改前的设置。按“排名”（Ctrl+Enter）更新。</translation>
    </message>
    <message>
        <source>Choose the runs and measures, then press Rank runs.</source>
        <translation>选择系统结果和指标，然后按“排名”。</translation>
    </message>
    <message>
        <source>Definitions: %1 — every pair over the same labelled queries (a query a run did not return scores 0).
Test: %2. Runs that share a letter are not told apart by the test.</source>
        <translation>定义：%1 —— 每一对都在相同的已标注查询上比较（系统结果未返回的查询记 0 分）。
检验：%2。共享同一字母的系统结果，检验无法区分它们。</translation>
    </message>
    <message>
        <source>Leaderboard — RankLens</source>
        <translation>排行榜 — RankLens</translation>
    </message>
    <message>
        <source>S&amp;how measure:</source>
        <translation>显示指标(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>All pairs</source>
        <translation>所有配对</translation>
    </message>
    <message>
        <source>How many queries</source>
        <translation>需要多少查询</translation>
    </message>
    <message>
        <source>ANOVA</source>
        <translation>方差分析</translation>
    </message>
    <message>
        <source>Overlap</source>
        <translation>重叠</translation>
    </message>
    <message>
        <source>Each cell: the row&apos;s run minus the column&apos;s (Δ) and the adjusted p; green or red when significant. Click a cell to open the pair in Compare.</source>
        <translation>每个单元格：行的系统结果减去列的系统结果（Δ）及校正后的 p；显著时标为绿色或红色。点击单元格即可在“比较”中打开这一对。</translation>
    </message>
    <message>
        <source>Tar&amp;get difference:</source>
        <translation>目标差异(&amp;G)：</translation>
    </message>
    <message>
        <source>Two-way analysis of variance, score ~ run + query. The runs&apos; F and p say whether the runs differ at all; Tukey HSD reads its residual mean square.</source>
        <translation>双因素方差分析，得分 ~ 系统结果 + 查询。系统结果的 F 和 p 表明各系统结果之间是否存在差异；Tukey HSD 使用其残差均方。</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>显示(&amp;S)：</translation>
    </message>
    <message>
        <source>Rank-biased overlap (p 0.9)</source>
        <translation>排序偏置重叠 RBO（p 0.9）</translation>
    </message>
    <message>
        <source>Jaccard of the top %1</source>
        <translation>前 %1 名的 Jaccard</translation>
    </message>
    <message>
        <source>How alike the runs&apos; rankings are, without labels: 1 = the same lists. Over the queries both runs returned. Click a cell to list its queries, the most changed first.</source>
        <translation>不依赖标注，衡量系统结果的排序有多相似：1 表示列表相同。基于两者都返回的查询。点击单元格可列出其查询，变化最大的在前。</translation>
    </message>
    <message>
        <source>%1: %2 only.</source>
        <translation>%1：仅 %2。</translation>
    </message>
    <message>
        <source>%1: %2 — not told apart from one another.</source>
        <translation>%1：%2 —— 彼此之间无法区分。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Choose a cell of the matrix.</source>
        <translation>请选择矩阵中的一个单元格。</translation>
    </message>
    <message>
        <source>No pair&apos;s per-query differences vary: nothing to estimate from.</source>
        <translation>没有任何一对的逐查询差值有变化：无从估计。</translation>
    </message>
    <message>
        <source>To tell a difference of %1 %2 from noise at α %3 and %4 % power: about %5 queries with this project&apos;s typical spread (from %6 to %7 over the pairs); the project has %8.</source>
        <translation>要在 α %3、检验功效 %4 % 下把 %1 的 %2 差异与噪声区分开：按本项目的典型离散程度约需 %5 个查询（各对之间从 %6 到 %7 个）；本项目现有 %8 个。</translation>
    </message>
    <message>
        <source>Click a cell of the matrix to list its queries.</source>
        <translation>点击矩阵中的单元格以列出其查询。</translation>
    </message>
    <message>
        <source>A run against itself: nothing changes.</source>
        <translation>系统结果与自身比较：没有任何变化。</translation>
    </message>
    <message>
        <source>%1 vs %2: queries, the most changed first</source>
        <translation>%1 对 %2：查询，变化最大的在前</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Rank the runs first.</source>
        <translation>请先进行排名。</translation>
    </message>
    <message>
        <source>Export the leaderboard</source>
        <translation>导出排行榜</translation>
    </message>
    <message>
        <source>leaderboard.%1</source>
        <translation>leaderboard.%1</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1 文件 (*.%2)</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>Each cell: the row&apos;s run minus the column&apos;s (Δ) and the p (%1); green or red when significant. Click a cell to open the pair in Compare.</source>
        <translation>每个单元格：行的系统结果减去列的系统结果（Δ）及 p（%1）；显著时标为绿色或红色。点击单元格即可在“比较”中打开这一对。</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::LessonScreens</name>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>等级</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Popularity</source>
        <translation>流行度</translation>
    </message>
    <message>
        <source>the gain of grade g is 2^g − 1</source>
        <translation>等级 g 的增益为 2^g − 1</translation>
    </message>
    <message>
        <source>the gain of grade g is g itself</source>
        <translation>等级 g 的增益就是 g 本身</translation>
    </message>
    <message>
        <source>the ideal list re-sorts the returned items</source>
        <translation>理想列表把返回的条目重新排序</translation>
    </message>
    <message>
        <source>the ideal list sorts every labelled item by grade</source>
        <translation>理想列表把所有已标注条目按等级排序</translation>
    </message>
    <message>
        <source>Work it out on paper first; Next shows the answer.</source>
        <translation>先在纸上算一算；“下一页”会显示答案。</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>预期值</translation>
    </message>
    <message>
        <source>Did you get the same? Next says what to notice.</source>
        <translation>你算得一样吗？“下一页”告诉你要注意什么。</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>上一页</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一页</translation>
    </message>
    <message>
        <source>Show every step</source>
        <translation>显示每一步</translation>
    </message>
    <message>
        <source>The list itself, to drag and grade, with every step of the computation and the definitions side by side</source>
        <translation>列表本身，可拖动和标注，并并排显示计算的每一步和各种定义</translation>
    </message>
    <message>
        <source>Lesson %1 — %2</source>
        <translation>第 %1 课 — %2</translation>
    </message>
    <message>
        <source>The answer — %1</source>
        <translation>答案 — %1</translation>
    </message>
    <message>
        <source>What to notice — %1</source>
        <translation>要点 — %1</translation>
    </message>
    <message>
        <source>Show every step opens the list itself: drag an item or press 0–4 to change a grade, and watch every step of the computation follow.</source>
        <translation>“显示每一步”会打开列表本身：拖动一个条目或按 0–4 修改等级，看计算的每一步如何随之变化。</translation>
    </message>
    <message>
        <source>Lesson %1 of %2 · screen %3 of %4</source>
        <translation>第 %1 课（共 %2 课）· 第 %3 页（共 %4 页）</translation>
    </message>
    <message>
        <source>Next shows the question: it asks only for what is defined here or in an earlier lesson.</source>
        <translation>“下一页”显示问题：它只问本课或之前课程里定义过的内容。</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Relevant items the list did not return: %1, each of grade 1.</source>
        <translation>列表未返回的相关条目：%1 个，均为 1 级。</translation>
    </message>
    <message>
        <source>k = %1</source>
        <translation>k = %1</translation>
    </message>
    <message>
        <source>an item is relevant when its grade is 1 or more</source>
        <translation>等级 ≥ 1 的条目即为相关</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>The settings of a lesson&apos;s question, joined: &quot;k = 5; an item is relevant when …&quot;.</extracomment>
        <translation>%1。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>New in this lesson:</source>
        <translation>本课新内容：</translation>
    </message>
    <message>
        <source>The question — %1</source>
        <translation>问题 — %1</translation>
    </message>
    <message>
        <source>The values you should have found:</source>
        <translation>你应该得到的值：</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::LessonsWindow</name>
    <message>
        <source>P@%1</source>
        <translation>P@%1</translation>
    </message>
    <message>
        <source>R@%1</source>
        <translation>R@%1</translation>
    </message>
    <message>
        <source>F1@%1</source>
        <translation>F1@%1</translation>
    </message>
    <message>
        <source>DCG@%1</source>
        <translation>DCG@%1</translation>
    </message>
    <message>
        <source>IDCG@%1</source>
        <translation>IDCG@%1</translation>
    </message>
    <message>
        <source>NDCG@%1</source>
        <translation>NDCG@%1</translation>
    </message>
    <message>
        <source>MRR over the queries</source>
        <translation>所有查询上的 MRR</translation>
    </message>
    <message>
        <source>weight of rank %1</source>
        <translation>第 %1 位的权重</translation>
    </message>
    <message>
        <source>gain of grade %1</source>
        <translation>等级 %1 的增益</translation>
    </message>
    <message>
        <source>Lesson %1</source>
        <translation>第 %1 课</translation>
    </message>
    <message>
        <source>lesson labels</source>
        <translation>课程标注</translation>
    </message>
    <message>
        <source>Item %1</source>
        <translation>条目 %1</translation>
    </message>
    <message>
        <source>List:</source>
        <translation>列表：</translation>
    </message>
    <message>
        <source>Lessons — RankLens</source>
        <translation>课程 — RankLens</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>预期值</translation>
    </message>
    <message>
        <source>This list now</source>
        <translation>当前列表</translation>
    </message>
    <message>
        <source>Lesson %1 — %2</source>
        <translation>第 %1 课 — %2</translation>
    </message>
    <message>
        <source>%1: 1/%2</source>
        <translation>%1：1/%2</translation>
    </message>
    <message>
        <source>%1: 0</source>
        <translation>%1：0</translation>
    </message>
    <message>
        <source>RR now — %1. MRR = %2 / %3 = %4</source>
        <translation>当前 RR — %1。MRR = %2 / %3 = %4</translation>
    </message>
    <message>
        <source>The list was changed: this is its value now</source>
        <translation>列表已被修改：这是它现在的值</translation>
    </message>
    <message>
        <source>ILD@%1</source>
        <translation>ILD@%1</translation>
    </message>
    <message>
        <source>CatCov@%1</source>
        <translation>类别覆盖@%1</translation>
    </message>
    <message>
        <source>Novelty@%1</source>
        <translation>新颖性@%1</translation>
    </message>
    <message>
        <source>ARP@%1</source>
        <translation>ARP@%1</translation>
    </message>
    <message>
        <source>%1 · popularity %2</source>
        <translation>%1 · 流行度 %2</translation>
    </message>
    <message>
        <source>By hand</source>
        <translation>手算</translation>
    </message>
    <message>
        <source>As worked out by hand in the lesson</source>
        <translation>与课程中手算的结果一致</translation>
    </message>
    <message>
        <source>Back to the lesson</source>
        <translation>返回课程</translation>
    </message>
    <message>
        <source>MAP@%1</source>
        <translation>MAP@%1</translation>
    </message>
    <message>
        <source>AP@%1</source>
        <translation>AP@%1</translation>
    </message>
    <message>
        <source>RR</source>
        <translation>RR</translation>
    </message>
    <message>
        <source>mean %1 over the queries</source>
        <translation>%1 在各查询上的平均值</translation>
    </message>
    <message>
        <source>%1 · score %2</source>
        <translation>%1 · 得分 %2</translation>
    </message>
    <message>
        <source>As the lesson expects</source>
        <translation>与课程给出的值一致</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::LoadingState</name>
    <message>
        <source>Available once the project is checked and loaded</source>
        <translation>项目检查并加载完成后可用</translation>
    </message>
    <message>
        <source>Checking and loading %1…

The numbers appear here once the project is checked, loaded and evaluated.</source>
        <translation>正在检查并加载 %1…

项目检查、加载并评估完成后，数值将显示在这里。</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::MainLayout</name>
    <message>
        <source>Definitions</source>
        <translation>定义</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Queries</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>Curves</source>
        <translation>曲线</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>排序</translation>
    </message>
    <message>
        <source>Reset &amp;Layout</source>
        <translation>重置布局(&amp;L)</translation>
    </message>
    <message>
        <source>Go to Queries</source>
        <translation>转到查询</translation>
    </message>
    <message>
        <source>Ctrl+1</source>
        <translation>Ctrl+1</translation>
    </message>
    <message>
        <source>Go to Curves</source>
        <translation>转到曲线</translation>
    </message>
    <message>
        <source>Ctrl+2</source>
        <translation>Ctrl+2</translation>
    </message>
    <message>
        <source>Go to Ranking</source>
        <translation>转到排序</translation>
    </message>
    <message>
        <source>Ctrl+3</source>
        <translation>Ctrl+3</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::MainMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New Project…</source>
        <translation>新建项目(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation>打开项目(&amp;O)…</translation>
    </message>
    <message>
        <source>Open E&amp;xercise Set…</source>
        <translation>打开练习集(&amp;X)…</translation>
    </message>
    <message>
        <source>Open an exercise set</source>
        <translation>打开练习集</translation>
    </message>
    <message>
        <source>Exercise sets (*.json)</source>
        <translation>练习集 (*.json)</translation>
    </message>
    <message>
        <source>New Exercise Se&amp;t…</source>
        <translation>新建练习集(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Grade Exercise Answers…</source>
        <translation>批改练习答案(&amp;G)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Open &amp;Demo Project</source>
        <translation>打开示例项目(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Import Runs or Labels…</source>
        <translation>导入排序结果或标注(&amp;I)…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>Import runs, labels or query metadata</source>
        <translation>导入排序结果、标注或查询元数据</translation>
    </message>
    <message>
        <source>Import S&amp;ubtopic Labels…</source>
        <translation>导入子主题标签(&amp;U)…</translation>
    </message>
    <message>
        <source>Import E&amp;valuated Run…</source>
        <translation>导入已评估运行(&amp;V)…</translation>
    </message>
    <message>
        <source>Import an evaluated run (per-query values computed elsewhere)</source>
        <translation>导入已评估运行（在别处计算的逐查询数值）</translation>
    </message>
    <message>
        <source>De&amp;lete Run…</source>
        <translation>删除排序结果(&amp;L)…</translation>
    </message>
    <message>
        <source>Rena&amp;me Run…</source>
        <translation>重命名排序结果(&amp;M)…</translation>
    </message>
    <message>
        <source>Delete La&amp;bel Set…</source>
        <translation>删除标注集(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>Curves as &amp;PNG…</source>
        <translation>曲线另存为 &amp;PNG…</translation>
    </message>
    <message>
        <source>Curves as P&amp;DF…</source>
        <translation>曲线另存为 P&amp;DF…</translation>
    </message>
    <message>
        <source>Curves as &amp;SVG…</source>
        <translation>曲线另存为 &amp;SVG…</translation>
    </message>
    <message>
        <source>Curve data as &amp;CSV…</source>
        <translation>曲线数据另存为 &amp;CSV…</translation>
    </message>
    <message>
        <source>Cut-off &amp;table as CSV…</source>
        <translation>截断表格另存为 CSV(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Query table as CSV…</source>
        <translation>查询表格另存为 CSV(&amp;Q)…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Log-scale k</source>
        <translation>k 轴对数刻度(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Reset Plot View</source>
        <translation>重置图表视图(&amp;R)</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>&amp;Worst Queries First</source>
        <translation>最差查询优先(&amp;W)</translation>
    </message>
    <message>
        <source>Ctrl+W</source>
        <translation>Ctrl+W</translation>
    </message>
    <message>
        <source>&amp;Compare Runs…</source>
        <translation>比较排序结果(&amp;C)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Leader&amp;board…</source>
        <translation>排行榜(&amp;B)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+B</source>
        <translation>Ctrl+Shift+B</translation>
    </message>
    <message>
        <source>Clicks and &amp;Online Results…</source>
        <translation>点击与线上结果(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Exposure by Item Group…</source>
        <translation>按物品组的曝光(&amp;E)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation>术语表(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>课程(&amp;L)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+L</source>
        <translation>Ctrl+Shift+L</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>练习(&amp;P)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>&amp;About RankLens</source>
        <translation>关于 RankLens(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Export query table</source>
        <translation>导出查询表格</translation>
    </message>
    <message>
        <source>queries.csv</source>
        <translation>queries.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::MainWindow</name>
    <message>
        <source>RankLens</source>
        <translation>RankLens</translation>
    </message>
    <message>
        <source>Evaluating… — numbers shown from the last session</source>
        <translation>正在评估… — 显示的是上次会话的数值</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::OverlapMatrixModel</name>
    <message>
        <source>No query both runs returned with a ranked list (an evaluated run has none).</source>
        <translation>没有两个系统结果都返回了排序列表的查询（已评估的系统结果没有排序列表）。</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2: Jaccard@%3 %4, RBO %5 over %n query(ies) both returned. Click to list them, most changed first.</source>
        <translation>
            <numerusform>%1 与 %2：在两者都返回的 %n 个查询上，Jaccard@%3 为 %4，RBO 为 %5。点击可列出这些查询，变化最大的在前。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ranklens::ui::PairMatrixModel</name>
    <message>
        <source>Δ %1
p %2</source>
        <translation>Δ %1
p %2</translation>
    </message>
    <message>
        <source>%1
p %2 before the correction; effect size %3
Click to open the pair in Compare.</source>
        <translation>%1
校正前 p %2；效应量 %3
点击即可在“比较”中打开这一对。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Mean %1; letters: its significance groups</source>
        <translation>均值 %1；字母：其显著性分组</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::PairPowerModel</name>
    <message>
        <source>Run a</source>
        <translation>系统结果 a</translation>
    </message>
    <message>
        <source>Run b</source>
        <translation>系统结果 b</translation>
    </message>
    <message>
        <source>Δ (b − a)</source>
        <translation>Δ（b − a）</translation>
    </message>
    <message>
        <source>SD of differences</source>
        <translation>差值标准差</translation>
    </message>
    <message>
        <source>Detectable from</source>
        <translation>可检测差异下限</translation>
    </message>
    <message>
        <source>Queries for Δ %1</source>
        <translation>Δ %1 所需查询数</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::PlotWidget</name>
    <message>
        <source>Drag to pan, wheel to zoom, double-click to reset</source>
        <translation>拖动以平移，滚轮缩放，双击重置</translation>
    </message>
    <message>
        <source>median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>p10</source>
        <translation>p10</translation>
    </message>
    <message>
        <source>p90</source>
        <translation>p90</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>查询数</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>负</translation>
    </message>
    <message>
        <source>ties</source>
        <translation>平</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>queries, sorted by delta</source>
        <translation>查询（按差值排序）</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2: %3 → %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2：%3 → %4</translation>
    </message>
    <message>
        <source>%1
median %2 · p10–p90 %3–%4</source>
        <translation>%1
中位数 %2 · p10–p90 %3–%4</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::PracticeTopicsView</name>
    <message>
        <source>Progress by topic — RankLens</source>
        <translation>按主题查看进度 — RankLens</translation>
    </message>
    <message>
        <source>A topic is mastered after %1 right first tries in a row. A topic you got wrong comes back the next day, then after 3, 7, 15 and 30 days while you keep getting it right (Practise my weak spots).</source>
        <translation>连续 %1 次第一次就答对，一个主题就算掌握了。答错的主题第二天会再出现，之后只要你一直答对，就在 3、7、15、30 天后再出现（练习我的薄弱环节）。</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Tried</source>
        <translation>已做</translation>
    </message>
    <message>
        <source>Wrong</source>
        <translation>答错</translation>
    </message>
    <message>
        <source>In a row</source>
        <translation>连续答对</translation>
    </message>
    <message>
        <source>Mastered</source>
        <translation>已掌握</translation>
    </message>
    <message>
        <source>Comes back</source>
        <translation>再次出现</translation>
    </message>
    <message>
        <source>not tried yet</source>
        <translation>还没做过</translation>
    </message>
    <message>
        <source>mastered; now and then</source>
        <translation>已掌握；偶尔出现</translation>
    </message>
    <message>
        <source>today</source>
        <translation>今天</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>还没有</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::PracticeWindow</name>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>预测</translation>
    </message>
    <message>
        <source>Construct</source>
        <translation>构造</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>选择</translation>
    </message>
    <message>
        <source>Practice — RankLens</source>
        <translation>练习 — RankLens</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Practice&lt;/h2&gt;&lt;p&gt;Exercises with instant, worked feedback: compute a metric on a small list, predict what a swap does, build a list that hits a target, or pick the right metric for a scenario. Your progress is kept under your name on this computer.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;练习&lt;/h2&gt;&lt;p&gt;带有即时、逐步反馈的练习：在一个小列表上计算指标，预测交换位置的效果，构造一个达到目标的列表，或为某个场景选出合适的指标。你的进度以你的名字保存在这台电脑上。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>你的名字</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名字：</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>提交</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一题</translation>
    </message>
    <message>
        <source>Practise my weak spots</source>
        <translation>练习我的薄弱环节</translation>
    </message>
    <message>
        <source>Any kind</source>
        <translation>任意类型</translation>
    </message>
    <message>
        <source>Change learner…</source>
        <translation>更换学习者…</translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation>你的答案：</translation>
    </message>
    <message>
        <source>Open exercise set…</source>
        <translation>打开练习集…</translation>
    </message>
    <message>
        <source>Export answers (CSV)…</source>
        <translation>导出答案（CSV）…</translation>
    </message>
    <message>
        <source>Open an exercise set</source>
        <translation>打开练习集</translation>
    </message>
    <message>
        <source>Exercise sets (*.json)</source>
        <translation>练习集 (*.json)</translation>
    </message>
    <message>
        <source>Export answers</source>
        <translation>导出答案</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Your progress file could not be read (%1); it was kept as %2 and practice starts afresh.</source>
        <translation>无法读取你的进度文件（%1）；它已保留为 %2，练习将重新开始。</translation>
    </message>
    <message>
        <source>The exercise set was not opened: %1</source>
        <translation>未能打开练习集：%1</translation>
    </message>
    <message>
        <source>The answers were not exported: %1</source>
        <translation>未能导出答案：%1</translation>
    </message>
    <message>
        <source>%1 · exercise %2</source>
        <translation>%1 · 练习 %2</translation>
    </message>
    <message>
        <source>Set “%1” · exercise %2 of %3 · %4</source>
        <translation>练习集“%1” · 第 %2 题，共 %3 题 · %4</translation>
    </message>
    <message>
        <source>A number: 0.6, .6, 60 %, 3/5 or 0,6</source>
        <translation>一个数：0.6、.6、60 %、3/5 或 0,6</translation>
    </message>
    <message>
        <source>Letters, rank 1 first, e.g. C A D B E</source>
        <translation>字母，从第 1 名开始，例如 C A D B E</translation>
    </message>
    <message>
        <source>The letter of one option</source>
        <translation>一个选项的字母</translation>
    </message>
    <message>
        <source>Progress could not be saved: %1</source>
        <translation>无法保存进度：%1</translation>
    </message>
    <message>
        <source>Could not read the answer.</source>
        <translation>无法读取答案。</translation>
    </message>
    <message>
        <source>It does not count as wrong; try again.</source>
        <translation>这不算答错；请再试一次。</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>正确。</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>不太对。</translation>
    </message>
    <message>
        <source>The answer is %1.</source>
        <translation>答案是 %1。</translation>
    </message>
    <message>
        <source>Worked steps</source>
        <translation>解题步骤</translation>
    </message>
    <message>
        <source>After the swap %1 goes from %2 to %3: it %4.</source>
        <translation>交换之后 %1 从 %2 变为 %3：它%4。</translation>
    </message>
    <message>
        <source>rises</source>
        <translation>上升了</translation>
    </message>
    <message>
        <source>falls</source>
        <translation>下降了</translation>
    </message>
    <message>
        <source>stays</source>
        <translation>保持不变</translation>
    </message>
    <message>
        <source>, best NDCG@%1 = %2</source>
        <translation>，最佳 NDCG@%1 = %2</translation>
    </message>
    <message>
        <source>lesson %1, “%2” (Help ▸ Lessons)</source>
        <translation>第 %1 课“%2”（帮助 ▸ 课程）</translation>
    </message>
    <message>
        <source>the glossary entry %1 (Help ▸ Glossary)</source>
        <translation>术语表条目 %1（帮助 ▸ 术语表）</translation>
    </message>
    <message>
        <source>Practises: %1.</source>
        <translation>练习内容：%1。</translation>
    </message>
    <message>
        <source>Press Enter or Next for another exercise.</source>
        <translation>按 Enter 或“下一题”做另一道题。</translation>
    </message>
    <message>
        <source>%1 — done: %2 · right at the first try: %3</source>
        <translation>%1 — 已完成：%2 · 首次即答对：%3</translation>
    </message>
    <message>
        <source>most frequent mistake (%1×): %2</source>
        <translation>最常见的错误（%1 次）：%2</translation>
    </message>
    <message>
        <source>rise, fall or stay; the amount may follow: rise 0.05</source>
        <translation>rise、fall 或 stay（上升、下降或不变）；可在后面写变化量：rise 0.05</translation>
    </message>
    <message>
        <source>Your amount, %1, is roughly right.</source>
        <translation>你给出的变化量 %1 大致正确。</translation>
    </message>
    <message>
        <source>Your amount, %1, is off: the change is %2.</source>
        <translation>你给出的变化量 %1 不对：实际变化是 %2。</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>上一题</translation>
    </message>
    <message>
        <source>Your work on this set could not be read (%1); the set starts afresh.</source>
        <translation>无法读取你在这个练习集上的进度（%1），练习集将从头开始。</translation>
    </message>
    <message>
        <source>That was the last exercise of the set.</source>
        <translation>这是练习集的最后一道题。</translation>
    </message>
    <message>
        <source>You answered all %1 exercises.</source>
        <translation>你已答完全部 %1 道题。</translation>
    </message>
    <message>
        <source>You answered %1 of %2; left unanswered: %3. Back returns to them.</source>
        <translation>你答了 %2 道题中的 %1 道；未作答：第 %3 题。点“上一题”可回去作答。</translation>
    </message>
    <message>
        <source>Export your answers (CSV) for your instructor; Next goes on with free practice.</source>
        <translation>请把答案导出（CSV）交给老师；点“下一题”则进入自由练习。</translation>
    </message>
    <message>
        <source>Your answer is recorded. You may change it until you hand the set in (Export answers); the feedback comes then.</source>
        <translation>你的答案已记录。交卷（导出答案）之前都可以修改；交卷后才会显示反馈。</translation>
    </message>
    <message>
        <source>learner</source>
        <translation>学生</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>binary grades</source>
        <translation>二元标签</translation>
    </message>
    <message>
        <source>graded</source>
        <translation>分级标签</translation>
    </message>
    <message>
        <source>tied scores</source>
        <translation>并列分数</translation>
    </message>
    <message>
        <source>several queries</source>
        <translation>多个查询</translation>
    </message>
    <message>
        <source>statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Two different mistakes give this number:</source>
        <translation>有两种不同的错误都会得出这个数：</translation>
    </message>
    <message>
        <source>Perhaps: %1</source>
        <translation>也许是：%1</translation>
    </message>
    <message>
        <source>rise</source>
        <translation>上升</translation>
    </message>
    <message>
        <source>fall</source>
        <translation>下降</translation>
    </message>
    <message>
        <source>stay</source>
        <translation>不变</translation>
    </message>
    <message>
        <source>Your list: P@%1 = %2, NDCG@%1 = %3. Target P@%1 = %4%5.</source>
        <translation>你的列表：P@%1 = %2，NDCG@%1 = %3。目标 P@%1 = %4%5。</translation>
    </message>
    <message>
        <source>Try again, or press Show answer.</source>
        <translation>再试一次，或点“显示答案”。</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>题型(&amp;K)：</translation>
    </message>
    <message>
        <source>Show answer</source>
        <translation>显示答案</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>难度(&amp;L)：</translation>
    </message>
    <message>
        <source>Progress by topic…</source>
        <translation>按主题查看进度…</translation>
    </message>
    <message>
        <source>Automatic (now: %1)</source>
        <translation>自动（当前：%1）</translation>
    </message>
    <message>
        <source>to review today: %1</source>
        <translation>今天要复习的主题：%1 个</translation>
    </message>
    <message>
        <source>Moves one level up once %1 of your last %2 first tries at the level were right.</source>
        <translation>在该等级最近 %2 次首次作答中答对 %1 次后，升一级。</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>System (%1)</source>
        <translation>跟随系统（%1）</translation>
    </message>
    <message>
        <source>Language of menus, dialogs and metric descriptions. It changes at once; the open project and the undo history stay.</source>
        <translation>菜单、对话框和指标说明所用的语言。更改立即生效；打开的项目和撤销历史都会保留。</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::ProjectMemory</name>
    <message>
        <source>the project could not be written</source>
        <translation>无法写入项目</translation>
    </message>
    <message>
        <source>Discard hand-made orders?</source>
        <translation>放弃手动排序？</translation>
    </message>
    <message numerus="yes">
        <source>%n hand-made order(s) cannot be kept in this project (%1). Discard them?</source>
        <translation>
            <numerusform>%n 个手动排序无法保存在此项目中（%1）。要放弃它们吗？</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ranklens::ui::ProjectOpener</name>
    <message>
        <source>Checking %1 before it replaces the open project…</source>
        <translation>正在检查 %1，检查通过后才替换当前项目…</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>打开项目</translation>
    </message>
    <message>
        <source>Could not open %1:
%2

%3 stays open.</source>
        <translation>无法打开 %1：
%2

%3 保持打开。</translation>
    </message>
    <message>
        <source>Could not open %1:
%2</source>
        <translation>无法打开 %1：
%2</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled.</source>
        <translation>已取消打开 %1。</translation>
    </message>
    <message>
        <source>%1 no longer exists.</source>
        <translation>%1 已不存在。</translation>
    </message>
    <message>
        <source>It was at %1. It may have been moved or renamed, or be on a drive that is not connected.</source>
        <translation>它原先位于 %1。它可能已被移动或重命名，或位于未连接的驱动器上。</translation>
    </message>
    <message>
        <source>&amp;Locate…</source>
        <translation>查找位置(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Remove from List</source>
        <translation>从列表中移除(&amp;R)</translation>
    </message>
    <message>
        <source>Locate %1</source>
        <translation>查找 %1</translation>
    </message>
    <message>
        <source>RankLens projects (*.ranklens)</source>
        <translation>RankLens 项目 (*.ranklens)</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>新建项目</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>No project is open. Create a new project for these files?</source>
        <translation>没有打开的项目。要为这些文件新建一个项目吗？</translation>
    </message>
    <message>
        <source>&amp;New Project…</source>
        <translation>新建项目(&amp;N)…</translation>
    </message>
    <message>
        <source>Could not start a new RankLens window for %1.</source>
        <translation>无法为 %1 启动新的 RankLens 窗口。</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::ProjectSession</name>
    <message>
        <source>Another operation is still running.</source>
        <translation>另一项操作仍在进行中。</translation>
    </message>
    <message>
        <source>Loading project</source>
        <translation>正在加载项目</translation>
    </message>
    <message numerus="yes">
        <source>Importing %n file(s)</source>
        <translation>
            <numerusform>正在导入 %n 个文件</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: query metadata imported</source>
        <translation>%1：已导入查询元数据</translation>
    </message>
    <message>
        <source>%1: item metadata imported</source>
        <translation>%1：已导入条目元数据</translation>
    </message>
    <message>
        <source>%1: not a run, qrels or query metadata file</source>
        <translation>%1：不是排序结果、qrels 或查询元数据文件</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: import cancelled, nothing stored</source>
        <translation>%1：导入已取消，未保存任何内容</translation>
    </message>
    <message>
        <source>; nothing imported</source>
        <translation>；未导入任何内容</translation>
    </message>
    <message>
        <source>No project is open.</source>
        <translation>没有打开的项目。</translation>
    </message>
    <message>
        <source>Checking and loading the project…</source>
        <translation>正在检查并加载项目…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>%1: not imported, as chosen</source>
        <translation>%1：按所选未导入</translation>
    </message>
    <message>
        <source>The project is in use by another program. Nothing was changed; try again when it has finished.</source>
        <translation>项目正被另一个程序使用。未做任何更改；请在它完成后重试。</translation>
    </message>
    <message>
        <source>The project is in use by another program, %1. Nothing was changed; try again when it has finished.</source>
        <translation>项目正被另一个程序使用：%1。未做任何更改；请在它完成后重试。</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::QueriesView</name>
    <message>
        <source>Filter by id or text…</source>
        <translation>按 ID 或文本筛选…</translation>
    </message>
    <message>
        <source>Show the queries of one segment only</source>
        <translation>只显示某一分组的查询</translation>
    </message>
    <message>
        <source>Metric of the histogram, the summary and “worst first”</source>
        <translation>直方图、汇总和“最差优先”所用的指标</translation>
    </message>
    <message>
        <source>Run A (reference) of the deltas</source>
        <translation>差值的排序结果 A（参照）</translation>
    </message>
    <message>
        <source>Run B of the deltas (B − A)</source>
        <translation>差值的排序结果 B（B − A）</translation>
    </message>
    <message>
        <source>Worst first</source>
        <translation>最差优先</translation>
    </message>
    <message>
        <source>Sort by the delta B − A of the chosen metric, biggest losses first</source>
        <translation>按所选指标的差值 B − A 排序，下降最多的排在最前</translation>
    </message>
    <message>
        <source>Se&amp;gment</source>
        <translation>分组(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Metric</source>
        <translation>指标(&amp;M)</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>No evaluation</source>
        <translation>尚无评估结果</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n queries&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%n 个查询&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source> in &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>，属于 &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Distribution of %1 per query</source>
        <translation>%1 的逐查询分布</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation>（%1）</translation>
    </message>
    <message numerus="yes">
        <source> · %1 mean %2 over %n queries: &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>
            <numerusform> · %1 在 %n 个查询上的 %2 均值：&lt;b&gt;%3&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (over the %n queries both have)</source>
        <translation>
            <numerusform>（基于两者都有的 %n 个查询）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n 胜</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tie(s)</source>
        <translation>
            <numerusform>%n 平</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation>
            <numerusform>%n 负</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source> · Δ &lt;b&gt;&lt;font color=&apos;%1&apos;&gt;%2&lt;/font&gt;&lt;/b&gt; · %3 vs %4: %5</source>
        <translation> · Δ &lt;b&gt;&lt;font color=&apos;%1&apos;&gt;%2&lt;/font&gt;&lt;/b&gt; · %3 对比 %4：%5</translation>
    </message>
    <message>
        <source> [%1, %2]</source>
        <comment>confidence interval of a mean</comment>
        <translation> [%1, %2]</translation>
    </message>
    <message>
        <source>[low, high] after a mean: its %1 % confidence interval, the t interval of the mean over the queries shown (mean ± t · sd / √n). Two runs whose intervals overlap may still differ significantly: Compare tests the paired differences.</source>
        <translation>均值后的 [下限, 上限]：其 %1 % 置信区间，即所显示查询上均值的 t 区间（均值 ± t · sd / √n）。两个系统结果的区间重叠时仍可能存在显著差异：“比较”会检验配对差异。</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::QueryTableModel</name>
    <message>
        <source>%1 − %2 at k = %3</source>
        <translation>%1 − %2，k = %3</translation>
    </message>
    <message>
        <source>%1 of %2 for %3 (k = %4)</source>
        <translation>%2 在查询 %3 上的%1（k = %4）</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>Segment</source>
        <translation>分组</translation>
    </message>
    <message>
        <source>#Rel</source>
        <translation>相关数</translation>
    </message>
    <message>
        <source>Relevant items in the labels</source>
        <translation>标注中的相关条目数</translation>
    </message>
    <message>
        <source>#Ret</source>
        <translation>返回数</translation>
    </message>
    <message>
        <source>Items returned by %1</source>
        <translation>%1 返回的条目数</translation>
    </message>
    <message>
        <source>Judged@%1</source>
        <translation>已评@%1</translation>
    </message>
    <message>
        <source>Share of the top %1 of %2 that carries a label</source>
        <translation>%2 的前 %1 个结果中带有标注的比例</translation>
    </message>
    <message>
        <source>Δ %1
%2 − %3</source>
        <translation>Δ %1
%2 − %3</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::RankingCommands</name>
    <message>
        <source>unjudged</source>
        <translation>未标注</translation>
    </message>
    <message>
        <source>Move %1 from rank %2 to %3</source>
        <translation>将 %1 从第 %2 位移到第 %3 位</translation>
    </message>
    <message>
        <source>Grade %1: %2 → %3</source>
        <translation>标注 %1：%2 → %3</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::RankingDrafts</name>
    <message>
        <source>the run is not in the project</source>
        <translation>项目中没有该排序结果</translation>
    </message>
    <message>
        <source>Hand-made order of query %1 not kept: %2</source>
        <translation>查询 %1 的手动排序未能保存：%2</translation>
    </message>
    <message>
        <source>Restore draft of query %1</source>
        <translation>恢复查询 %1 的草稿</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::RankingEdits</name>
    <message>
        <source>Label not saved</source>
        <translation>标注未保存</translation>
    </message>
    <message>
        <source>Save order as run</source>
        <translation>将排序保存为排序结果</translation>
    </message>
    <message>
        <source>Name of the new run:</source>
        <translation>新排序结果的名称：</translation>
    </message>
    <message>
        <source>what-if %1</source>
        <translation>假设 %1</translation>
    </message>
    <message>
        <source>hand-made order of query %1</source>
        <translation>查询 %1 的手动排序</translation>
    </message>
    <message>
        <source>Run not saved</source>
        <translation>排序结果未保存</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::RankingMetricsPanel</name>
    <message>
        <source>Measure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>This order</source>
        <translation>当前排序</translation>
    </message>
    <message>
        <source>Δ vs system</source>
        <translation>相对系统的 Δ</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Metrics at k = %1 — preview: if dropped here</source>
        <translation>k = %1 处的指标 —— 预览：若放在此处</translation>
    </message>
    <message>
        <source>Metrics at k = %1</source>
        <translation>k = %1 处的指标</translation>
    </message>
    <message>
        <source>Relevant in top %1: %2 · relevant returned: %3 · relevant in the labels (R): %4</source>
        <translation>前 %1 位中的相关条目：%2 · 返回的相关条目：%3 · 标注中的相关条目（R）：%4</translation>
    </message>
    <message>
        <source>linear (gain = grade)</source>
        <translation>线性（增益 = 等级）</translation>
    </message>
    <message>
        <source>exponential (gain = 2&lt;sup&gt;grade&lt;/sup&gt; − 1)</source>
        <translation>指数（增益 = 2&lt;sup&gt;等级&lt;/sup&gt; − 1）</translation>
    </message>
    <message>
        <source>custom table</source>
        <translation>自定义表</translation>
    </message>
    <message>
        <source>all labelled items sorted by grade</source>
        <translation>全部已标注条目按等级排序</translation>
    </message>
    <message>
        <source>the returned items re-sorted by grade</source>
        <translation>返回的条目按等级重新排序</translation>
    </message>
    <message>
        <source>&lt;b&gt;Relevant&lt;/b&gt;: grade ≥ %1</source>
        <translation>&lt;b&gt;相关&lt;/b&gt;：等级 ≥ %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Gain&lt;/b&gt;: %1</source>
        <translation>&lt;b&gt;增益&lt;/b&gt;：%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discount&lt;/b&gt;: 1/log&lt;sub&gt;2&lt;/sub&gt;(i+1)</source>
        <translation>&lt;b&gt;折损&lt;/b&gt;：1/log&lt;sub&gt;2&lt;/sub&gt;(i+1)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ideal&lt;/b&gt;: %1</source>
        <translation>&lt;b&gt;理想排序&lt;/b&gt;：%1</translation>
    </message>
    <message>
        <source>P@k divides by k; R@k and AP@k by R; NDCG ignores the threshold</source>
        <translation>P@k 除以 k；R@k 和 AP@k 除以 R；NDCG 不使用阈值</translation>
    </message>
    <message>
        <source>&lt;b&gt;Labels&lt;/b&gt;: %1</source>
        <translation>&lt;b&gt;标注&lt;/b&gt;：%1</translation>
    </message>
    <message>
        <source>DCG@%1 = %2 = %3</source>
        <translation>DCG@%1 = %2 = %3</translation>
    </message>
    <message>
        <source>IDCG@%1 = %2 = %3</source>
        <translation>IDCG@%1 = %2 = %3</translation>
    </message>
    <message>
        <source>NDCG@%1 = %2 / %3 = &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>NDCG@%1 = %2 / %3 = &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>NDCG@%1 = 0 (IDCG@%1 = 0: no positive label)</source>
        <translation>NDCG@%1 = 0（IDCG@%1 = 0：没有正等级的标注）</translation>
    </message>
    <message>
        <source>More measures</source>
        <translation>更多指标</translation>
    </message>
    <message>
        <source>RBP &amp;persistence p:</source>
        <translation>RBP 持续概率 p(&amp;P)：</translation>
    </message>
    <message>
        <source>Click to see how this number is computed, step by step</source>
        <translation>点击查看此数值的逐步计算过程</translation>
    </message>
    <message>
        <source>RBP has no cut-off; its residual is the most that unlabelled items and the items below the list could add.</source>
        <translation>RBP 没有截断位置；其残差是未标注条目和列表之后的条目最多还能增加的值。</translation>
    </message>
    <message>
        <source>RBP has no cut-off; its residual is the most that unlabelled items and the items below the list could add. α-nDCG, ERR-IA and S-recall need subtopic labels for this query (File › Import Subtopic Labels…).</source>
        <translation>RBP 没有截断位置；其残差是未标注条目和列表之后的条目最多还能增加的值。α-nDCG、ERR-IA 和 S-recall 需要此查询的子主题标签（文件 › 导入子主题标签…）。</translation>
    </message>
    <message>
        <source>RBP&apos;s persistence p: the chance the user goes on to the next item (any value between 0 and 1; 0.5 impatient, 0.8, 0.95 patient)</source>
        <translation>RBP 的坚持度 p：用户继续看下一个物品的概率（0 到 1 之间的任意值；0.5 缺乏耐心，0.8、0.95 有耐心）</translation>
    </message>
    <message>
        <source>The project&apos;s items have no categories: import an items file with a category column (File › Import Runs or Labels…, or ranklens-cli import --items).</source>
        <translation>项目的物品没有类别：请导入带有类别列的物品文件（文件 › 导入排序结果或标签…，或 ranklens-cli import --items）。</translation>
    </message>
    <message>
        <source>The project&apos;s items have no popularity (no popularity column and no run to count it from).</source>
        <translation>项目的物品没有流行度（没有流行度列，也没有可用于统计的排序结果）。</translation>
    </message>
    <message>
        <source>Beyond accuracy (item categories and popularity)</source>
        <translation>超越准确率（物品类别与流行度）</translation>
    </message>
    <message>
        <source>no categories</source>
        <translation>无类别</translation>
    </message>
    <message>
        <source>no popularity</source>
        <translation>无流行度</translation>
    </message>
    <message>
        <source>ILD, CatCov: categories; Novelty, ARP, LT: popularity from %1.</source>
        <translation>ILD、CatCov：类别；Novelty、ARP、LT：流行度来自%1。</translation>
    </message>
    <message numerus="yes">
        <source>… (%n more)</source>
        <translation>
            <numerusform>…（另有 %n 项）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n position(s) of gain 0 left out)</source>
        <translation>
            <numerusform>（省略了 %n 个增益为 0 的位置）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ranklens::ui::RankingModel</name>
    <message>
        <source>Rank %1 (system rank %2)</source>
        <translation>排名 %1（系统排名 %2）</translation>
    </message>
    <message>
        <source>Score %1, tied with %2 other item(s). trec_eval orders tied items by docid, descending.</source>
        <translation>得分 %1，与另外 %2 个条目同分。trec_eval 按 docid 降序排列同分条目。</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>等级</translation>
    </message>
    <message>
        <source>Rank in the current order</source>
        <translation>在当前排序中的排名</translation>
    </message>
    <message>
        <source>Places moved against the system&apos;s order</source>
        <translation>相对系统排序移动的位数</translation>
    </message>
    <message>
        <source>System score; a bracket marks items with equal scores (ties)</source>
        <translation>系统得分；括号标出得分相同的条目（并列）</translation>
    </message>
    <message>
        <source>Grade in the active label set (– = unjudged)</source>
        <translation>在当前标注集中的等级（– = 未标注）</translation>
    </message>
    <message>
        <source>Grade %1 — click or press 0–4 to change</source>
        <translation>等级 %1 —— 单击或按 0–4 修改</translation>
    </message>
    <message>
        <source>Unjudged (counts as not relevant) — click or press 0–4 to grade</source>
        <translation>未标注（视为不相关）—— 单击或按 0–4 标注</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::RankingPositionsModel</name>
    <message>
        <source>i</source>
        <translation>i</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>等级</translation>
    </message>
    <message>
        <source>Gain</source>
        <translation>增益</translation>
    </message>
    <message>
        <source>1/log₂(i+1)</source>
        <translation>1/log₂(i+1)</translation>
    </message>
    <message>
        <source>Contrib.</source>
        <translation>贡献</translation>
    </message>
    <message>
        <source>DCG@i</source>
        <translation>DCG@i</translation>
    </message>
    <message>
        <source>Ideal</source>
        <translation>理想</translation>
    </message>
    <message>
        <source>IDCG@i</source>
        <translation>IDCG@i</translation>
    </message>
    <message>
        <source>Gain of the grade under the current gain setting</source>
        <translation>当前增益设置下该等级的增益</translation>
    </message>
    <message>
        <source>Position discount 1 / log2(i + 1)</source>
        <translation>位置折损 1 / log2(i + 1)</translation>
    </message>
    <message>
        <source>Gain × discount at this position</source>
        <translation>此位置的增益 × 折损</translation>
    </message>
    <message>
        <source>DCG of the top i items</source>
        <translation>前 i 个条目的 DCG</translation>
    </message>
    <message>
        <source>Grade at position i of the ideal order</source>
        <translation>理想排序第 i 位的等级</translation>
    </message>
    <message>
        <source>Ideal gain × discount</source>
        <translation>理想增益 × 折损</translation>
    </message>
    <message>
        <source>IDCG of the top i items of the ideal order</source>
        <translation>理想排序前 i 个条目的 IDCG</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::RankingTableView</name>
    <message>
        <source>k = %1 (beyond the list)</source>
        <translation>k = %1（超出列表）</translation>
    </message>
    <message>
        <source>k = %1</source>
        <translation>k = %1</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::RankingView</name>
    <message>
        <source>Cut-off k:</source>
        <translation>截断位置 k：</translation>
    </message>
    <message>
        <source>The cut-off k of the measures (the orange line in the list)</source>
        <translation>指标的截断位置 k（列表中的橙色线）</translation>
    </message>
    <message>
        <source>Reset to system order</source>
        <translation>恢复系统排序</translation>
    </message>
    <message>
        <source>Put every item back where the system ranked it (undoable)</source>
        <translation>将所有条目放回系统给出的位置（可撤销）</translation>
    </message>
    <message>
        <source>Save order as run…</source>
        <translation>将排序保存为排序结果…</translation>
    </message>
    <message>
        <source>Save this order as a new “what-if” run</source>
        <translation>将此排序保存为新的“假设”排序结果</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>等级</translation>
    </message>
    <message>
        <source>Item (not returned)</source>
        <translation>条目（未返回）</translation>
    </message>
    <message>
        <source>Per position: this order | ideal order</source>
        <translation>逐位置：当前排序 | 理想排序</translation>
    </message>
    <message>
        <source>they count in R (recall, AP) and in the ideal order</source>
        <translation>它们计入 R（召回率、AP）和理想排序</translation>
    </message>
    <message>
        <source>they count in R (recall, AP); not in the ideal order, which is built from the returned items</source>
        <translation>它们计入 R（召回率、AP），但不计入理想排序（理想排序由返回的条目构成）</translation>
    </message>
    <message>
        <source>Relevant but not returned: %1 — %2</source>
        <translation>相关但未返回：%1 —— %2</translation>
    </message>
    <message>
        <source>No query selected</source>
        <translation>未选择查询</translation>
    </message>
    <message>
        <source>Select a query to inspect its ranking</source>
        <translation>选择一个查询以查看其排序</translation>
    </message>
    <message>
        <source>Query %1</source>
        <translation>查询 %1</translation>
    </message>
    <message>
        <source>Query %1 — “%2”</source>
        <translation>查询 %1 —— “%2”</translation>
    </message>
    <message>
        <source>Run: %1</source>
        <translation>排序结果：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) returned</source>
        <translation>
            <numerusform>返回 %n 个条目</numerusform>
        </translation>
    </message>
    <message>
        <source>Labels: %1</source>
        <translation>标注：%1</translation>
    </message>
    <message>
        <source>System order</source>
        <translation>系统排序</translation>
    </message>
    <message numerus="yes">
        <source>Hand-made order · %n item(s) moved</source>
        <translation>
            <numerusform>手动排序 · 移动了 %n 个条目</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset %1 to the system order</source>
        <translation>将 %1 恢复为系统排序</translation>
    </message>
    <message>
        <source>0 — not relevant</source>
        <translation>0 —— 不相关</translation>
    </message>
    <message>
        <source>1 — marginally relevant</source>
        <translation>1 —— 略微相关</translation>
    </message>
    <message>
        <source>2 — relevant</source>
        <translation>2 —— 相关</translation>
    </message>
    <message>
        <source>3 — highly relevant</source>
        <translation>3 —— 高度相关</translation>
    </message>
    <message>
        <source>4 — perfect</source>
        <translation>4 —— 完全相关</translation>
    </message>
    <message>
        <source>Remove label (unjudged)</source>
        <translation>删除标注（未标注）</translation>
    </message>
    <message>
        <source>Drag a row or press Alt+↑/↓ to move it · click a grade or press 0–4 to grade · Delete removes a label</source>
        <translation>拖动行或按 Alt+↑/↓ 移动 · 单击等级或按 0–4 标注 · Delete 删除标注</translation>
    </message>
    <message numerus="yes">
        <source>; %n more below the relevance threshold count only in the ideal order</source>
        <translation>
            <numerusform>；另有 %n 个低于相关阈值的项目只计入理想排序</numerusform>
        </translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation>指标</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::RunLevelTableModel</name>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Gini @%1</source>
        <translation>基尼系数 @%1</translation>
    </message>
    <message>
        <source>Catalogue coverage @%1</source>
        <translation>目录覆盖率 @%1</translation>
    </message>
    <message>
        <source>Gini index of item exposure: how unequally the catalogue&apos;s items appear in the top %1 of all the run&apos;s lists (0 = every item equally often, 1 = one item takes every place). One value for the whole run.</source>
        <translation>物品曝光的基尼系数：目录中的物品在该运行所有列表的前 %1 位中出现得有多不均（0 = 每个物品次数相同，1 = 一个物品占据所有位置）。整次运行一个值。</translation>
    </message>
    <message>
        <source>Distinct items in any top %1 of the run / items in the run and the labels. One value for the whole run.</source>
        <translation>该运行任一前 %1 位中的不同物品数 / 运行和标注中的物品数。整次运行一个值。</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::RunsBehaviourEditor</name>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Trained until (UTC)</source>
        <translation>训练数据截至（UTC）</translation>
    </message>
    <message>
        <source>Log events before it</source>
        <translation>此前的日志事件</translation>
    </message>
    <message>
        <source>Online results (name=value [low, high]; …)</source>
        <translation>线上结果（名称=值 [下限, 上限]；…）</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2</source>
        <translation>“%1”：%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a time: write 2024-05-01 or 2024-05-01T12:30:00Z.</source>
        <translation>“%1”不是时间：请写成 2024-05-01 或 2024-05-01T12:30:00Z。</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::SetAuthorDialog</name>
    <message>
        <source>New exercise set</source>
        <translation>新建练习集</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>标题：</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <source>Cut-off k from:</source>
        <translation>截断位置 k，从：</translation>
    </message>
    <message>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <source>Exercises:</source>
        <translation>题数：</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>种子：</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>换一个种子</translation>
    </message>
    <message>
        <source>Homework: no answer or feedback before the learner hands the set in</source>
        <translation>作业模式：学生交卷前不显示答案和反馈</translation>
    </message>
    <message>
        <source>Kinds of exercise</source>
        <translation>题型</translation>
    </message>
    <message>
        <source>Measures (compute and predict)</source>
        <translation>指标（计算题和预测题）</translation>
    </message>
    <message>
        <source>Levels (compute)</source>
        <translation>难度（计算题）</translation>
    </message>
    <message>
        <source>Binary grades</source>
        <translation>二元标注</translation>
    </message>
    <message>
        <source>Graded (0–3)</source>
        <translation>分级标注（0–3）</translation>
    </message>
    <message>
        <source>Mean over several queries</source>
        <translation>多个查询的平均</translation>
    </message>
    <message>
        <source>Tied scores</source>
        <translation>得分并列</translation>
    </message>
    <message>
        <source>Save set…</source>
        <translation>保存练习集…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Choose at least one measure.</source>
        <translation>请至少选择一个指标。</translation>
    </message>
    <message>
        <source>Choose at least one level.</source>
        <translation>请至少选择一个难度。</translation>
    </message>
    <message>
        <source>Choose at least one kind of exercise.</source>
        <translation>请至少选择一种题型。</translation>
    </message>
    <message>
        <source>The smallest k must not exceed the largest.</source>
        <translation>k 的最小值不能大于最大值。</translation>
    </message>
    <message>
        <source>Predict exercises need NDCG, P or AP among the measures.</source>
        <translation>预测题需要在指标中选择 NDCG、P 或 AP。</translation>
    </message>
    <message>
        <source>%1 exercises · set id %2 (the id changes with the exercises)</source>
        <translation>%1 道题 · 练习集编号 %2（题目变化时编号随之改变）</translation>
    </message>
    <message>
        <source>The set was not saved: %1</source>
        <translation>练习集未能保存：%1</translation>
    </message>
    <message>
        <source>Save exercise set</source>
        <translation>保存练习集</translation>
    </message>
    <message>
        <source>exercise-set</source>
        <translation>练习集</translation>
    </message>
    <message>
        <source>Exercise sets (*.json)</source>
        <translation>练习集 (*.json)</translation>
    </message>
    <message>
        <source>Statistics: is a difference real?</source>
        <translation>统计：差异是否真实存在？</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::SideBySideView</name>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation>移动</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>等级</translation>
    </message>
    <message>
        <source>▲/▼: places moved against the baseline · new: not in the baseline&apos;s list · struck out: dropped by the other run · green rows: relevant</source>
        <translation>▲/▼：相对基线移动的位数 · 新增：不在基线的列表中 · 删除线：被另一排序结果去掉 · 绿色行：相关条目</translation>
    </message>
    <message>
        <source>&lt;b&gt;Query %1&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;查询 %1&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (baseline)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（基线）</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>new</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>已去掉</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::SideWindows</name>
    <message>
        <source>Open exercise set</source>
        <translation>打开练习集</translation>
    </message>
    <message>
        <source>%1 was not opened: it is not an exercise set RankLens can read.</source>
        <translation>未打开 %1：它不是 RankLens 能读取的练习集。</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::SnapshotOpening</name>
    <message>
        <source>Checking and loading the project… — numbers shown from the last session</source>
        <translation>正在检查并加载项目… — 显示的是上次会话的数值</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::UserModelExplainDialog</name>
    <message>
        <source>Explain %1</source>
        <translation>解释 %1</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::WelcomePanel</name>
    <message>
        <source>Open the lessons</source>
        <translation>打开课程</translation>
    </message>
    <message>
        <source>Open a query</source>
        <translation>打开一个查询</translation>
    </message>
    <message>
        <source>Compare runs</source>
        <translation>比较排序结果</translation>
    </message>
    <message>
        <source>Don’t show this again</source>
        <translation>不再显示</translation>
    </message>
    <message>
        <source>Welcome to RankLens</source>
        <translation>欢迎使用 RankLens</translation>
    </message>
    <message>
        <source>1 · Learn the metrics</source>
        <translation>1 · 学习指标</translation>
    </message>
    <message>
        <source>2 · Inspect and judge a ranking</source>
        <translation>2 · 查看并标注一个排序</translation>
    </message>
    <message>
        <source>3 · Compare two models</source>
        <translation>3 · 比较两个模型</translation>
    </message>
    <message>
        <source>Is one model better than another (in the demo: new_model against baseline)? For which queries and segments, and are we sure? Paired tests, wins and losses, guardrails.</source>
        <translation>一个模型是否优于另一个（示例项目中：new_model 对比 baseline）？对哪些查询和分群更好，结论是否可靠？配对检验、胜负统计、护栏。</translation>
    </message>
    <message>
        <source>View → Start brings this page back.</source>
        <translation>“视图 → 开始”可重新打开此页。</translation>
    </message>
    <message>
        <source>Open a query: drag its items and watch every metric update; press 0–4 to grade an item. Double-click any query in the Queries tab to open it.</source>
        <translation>打开一个查询：拖动其中的条目，看每个指标随之更新；按 0–4 为条目标注等级。在“查询”标签页中双击任意查询即可打开。</translation>
    </message>
    <message>
        <source>Practise with exercises</source>
        <translation>做练习题</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>一步一步</translation>
    </message>
    <message>
        <source>This journey one step per screen, with Back and Next</source>
        <translation>逐页展示这条路线，每页一步，可用“上一步”和“下一步”</translation>
    </message>
    <message>
        <source>&amp;Import runs and labels…</source>
        <translation>导入排序结果和标注(&amp;I)…</translation>
    </message>
    <message>
        <source>Your runs (TREC run files) and labels (qrels), in one step (Ctrl+I)</source>
        <translation>一步导入您的排序结果（TREC 运行文件）和标注（qrels）（Ctrl+I）</translation>
    </message>
    <message>
        <source>This project is empty. First import your runs (TREC run files) and your labels (qrels): File → Import Runs or Labels… (Ctrl+I) or the button below. The lessons work without them; the demo project stays at File → Open Demo Project.</source>
        <translation>此项目是空的。请先导入您的排序结果（TREC 运行文件）和标注（qrels）：文件 → 导入排序结果或标注…（Ctrl+I），或点击下面的按钮。课程无需这些数据也能使用；示例项目仍可从 文件 → 打开示例项目 打开。</translation>
    </message>
    <message>
        <source>Three ways to start:</source>
        <translation>三种开始方式：</translation>
    </message>
    <message>
        <source>Is one model better than another? For which queries and segments, and are we sure? Paired tests, wins and losses, guardrails.</source>
        <translation>一个模型是否优于另一个？对哪些查询和分群更好，结论是否可靠？配对检验、胜负统计、护栏。</translation>
    </message>
    <message>
        <source>Lessons walk from P@k and R@k through F1, MAP, MRR and NDCG on small rankings you can change, each idea defined before it is asked for.</source>
        <translation>课程从 P@k 和 R@k 开始，经过 F1、MAP、MRR 和 NDCG，在可以动手修改的小排序上讲解；每个概念都先定义，再提问。</translation>
    </message>
    <message>
        <source>RankLens comes with a demo project, open at first start and again from File → Open Demo Project: two systems, baseline and new_model, over 300 queries with graded labels, plus seven small example queries for the metrics. Three ways to start:</source>
        <translation>RankLens 自带一个示例项目，首次启动时打开，之后也可以从 文件 → 打开示例项目 打开：两个系统 baseline 和 new_model，300 个带分级标注的查询，另有七个演示各项指标的小示例查询。三种开始方式：</translation>
    </message>
</context>
<context>
    <name>ranklens::ui::WindowStatus</name>
    <message>
        <source>RankLens</source>
        <translation>RankLens</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>%1 — RankLens</source>
        <translation>%1 — RankLens</translation>
    </message>
    <message>
        <source>%1 — read-only: %2 (grading is off)</source>
        <translation>%1 — 只读：%2（评分已关闭）</translation>
    </message>
    <message>
        <source>%1 [read-only] — RankLens</source>
        <translation>%1 [只读] — RankLens</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>正在计算…</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n 个排序结果</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 × %n queries · last session</source>
        <translation>
            <numerusform>%1 × %n 个查询 · 上次会话</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 × %n queries · %2 ms</source>
        <translation>
            <numerusform>%1 × %n 个查询 · %2 毫秒</numerusform>
        </translation>
    </message>
</context>
</TS>
