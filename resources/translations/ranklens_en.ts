<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>BehaviourTables</name>
    <message numerus="yes">
        <source>%1 of %n pairs (%2)</source>
        <translation>
            <numerusform>%1 of %n pair (%2)</numerusform>
            <numerusform>%1 of %n pairs (%2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BeyondExplain</name>
    <message numerus="yes">
        <source>… %n more pair(s) not listed (they are in the totals).</source>
        <translation>
            <numerusform>… %n more pair not listed (it is in the totals).</numerusform>
            <numerusform>… %n more pairs not listed (they are in the totals).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ComparisonFindings</name>
    <message numerus="yes">
        <source>%n queries · computed in %1 s</source>
        <translation>
            <numerusform>%n query · computed in %1 s</numerusform>
            <numerusform>%n queries · computed in %1 s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>segment %1 (%n queries)</source>
        <translation>
            <numerusform>segment %1 (%n query)</numerusform>
            <numerusform>segment %1 (%n queries)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>all queries (%n)</source>
        <translation>
            <numerusform>all queries (%n)</numerusform>
            <numerusform>all queries (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each run is paired with the baseline over every labelled query (%n), a query it did not return scored 0</source>
        <translation>
            <numerusform>Each run is paired with the baseline over every labelled query (%n), a query it did not return scored 0</numerusform>
            <numerusform>Each run is paired with the baseline over every labelled query (%n), a query it did not return scored 0</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Segment %1: each run is paired with the baseline over the segment&apos;s labelled queries both returned (of %n)</source>
        <translation>
            <numerusform>Segment %1: each run is paired with the baseline over the segment&apos;s labelled queries both returned (of %n)</numerusform>
            <numerusform>Segment %1: each run is paired with the baseline over the segment&apos;s labelled queries both returned (of %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Segment %1: each run is paired with the baseline over the segment&apos;s %n queries, a query one lacks scored 0</source>
        <translation>
            <numerusform>Segment %1: each run is paired with the baseline over the segment&apos;s %n query, a query one lacks scored 0</numerusform>
            <numerusform>Segment %1: each run is paired with the baseline over the segment&apos;s %n queries, a query one lacks scored 0</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Segment %1: each run is paired with the baseline over the segment&apos;s %n labelled queries, a query it did not return scored 0</source>
        <translation>
            <numerusform>Segment %1: each run is paired with the baseline over the segment&apos;s %n labelled query, a query it did not return scored 0</numerusform>
            <numerusform>Segment %1: each run is paired with the baseline over the segment&apos;s %n labelled queries, a query it did not return scored 0</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 %3, %n queries)</source>
        <translation>
            <numerusform>%1 (%2 %3, %n query)</numerusform>
            <numerusform>%1 (%2 %3, %n queries)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Corrected together: %n tests, every run against each of the %1 baselines on every metric (a pair of two baselines counted once).</source>
        <translation>
            <numerusform>Corrected together: %n test, every run against each of the %1 baselines on every metric (a pair of two baselines counted once).</numerusform>
            <numerusform>Corrected together: %n tests, every run against each of the %1 baselines on every metric (a pair of two baselines counted once).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %n queries, differences below %1 %2 cannot be told from noise at %3 % power (paired t-test, α %4).</source>
        <translation>
            <numerusform>With %n query, differences below %1 %2 cannot be told from noise at %3 % power (paired t-test, α %4).</numerusform>
            <numerusform>With %n queries, differences below %1 %2 cannot be told from noise at %3 % power (paired t-test, α %4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %n paired queries no difference can be told from noise: a test needs at least two.</source>
        <translation>
            <numerusform>With %n paired query no difference can be told from noise: a test needs at least two.</numerusform>
            <numerusform>With %n paired queries no difference can be told from noise: a test needs at least two.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EvaluatedRunImport</name>
    <message numerus="yes">
        <source>%1: evaluated run imported — %Ln queries, measures %2</source>
        <translation>
            <numerusform>%1: evaluated run imported — %Ln query, measures %2</numerusform>
            <numerusform>%1: evaluated run imported — %Ln queries, measures %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportReport</name>
    <message numerus="yes">
        <source>%1: run imported — %Ln queries, %2</source>
        <translation>
            <numerusform>%1: run imported — %Ln query, %2</numerusform>
            <numerusform>%1: run imported — %Ln queries, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s)</source>
        <translation>
            <numerusform>%Ln item</numerusform>
            <numerusform>%Ln items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: labels imported — %Ln labels (grades %2–%3)</source>
        <translation>
            <numerusform>%1: labels imported — %Ln label (grades %2–%3)</numerusform>
            <numerusform>%1: labels imported — %Ln labels (grades %2–%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: labels imported — %Ln labels over %2 queries (grades %3–%4)</source>
        <translation>
            <numerusform>%1: labels imported — %Ln label over %2 queries (grades %3–%4)</numerusform>
            <numerusform>%1: labels imported — %Ln labels over %2 queries (grades %3–%4)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n bad line(s) skipped</source>
        <translation>
            <numerusform>; %n bad line skipped</numerusform>
            <numerusform>; %n bad lines skipped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>all %n line(s) were bad and skipped</source>
        <translation>
            <numerusform>the %n line was bad and skipped</numerusform>
            <numerusform>all %n lines were bad and skipped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>none of its %n line(s) is a run or a label</source>
        <translation>
            <numerusform>its %n line is not a run or a label</numerusform>
            <numerusform>none of its %n lines is a run or a label</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n line(s) of documents listed twice left out</source>
        <translation>
            <numerusform>; %n line of a document listed twice left out</numerusform>
            <numerusform>; %n lines of documents listed twice left out</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuerySetText</name>
    <message numerus="yes">
        <source>Mean over %n labelled queries</source>
        <translation>
            <numerusform>Mean over %n labelled query</numerusform>
            <numerusform>Mean over %n labelled queries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mean over %n labelled queries, missing ones scored 0</source>
        <translation>
            <numerusform>Mean over %n labelled query, missing ones scored 0</numerusform>
            <numerusform>Mean over %n labelled queries, missing ones scored 0</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mean over %n labelled queries, %1 missing scored 0</source>
        <translation>
            <numerusform>Mean over %n labelled query, %1 missing scored 0</numerusform>
            <numerusform>Mean over %n labelled queries, %1 missing scored 0</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mean over %n queries every run returned (run ∩ labels)</source>
        <translation>
            <numerusform>Mean over %n query every run returned (run ∩ labels)</numerusform>
            <numerusform>Mean over %n queries every run returned (run ∩ labels)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mean over %n queries (run ∩ labels)</source>
        <translation>
            <numerusform>Mean over %n query (run ∩ labels)</numerusform>
            <numerusform>Mean over %n queries (run ∩ labels)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 returned %2 of %n labelled queries</source>
        <translation>
            <numerusform>%1 returned %2 of %n labelled query</numerusform>
            <numerusform>%1 returned %2 of %n labelled queries</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SubtopicImport</name>
    <message numerus="yes">
        <source>%1: subtopic labels imported — %n judgment(s)</source>
        <translation>
            <numerusform>%1: subtopic labels imported — %n judgment</numerusform>
            <numerusform>%1: subtopic labels imported — %n judgments</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UserModelExplain</name>
    <message numerus="yes">
        <source>… %n more rank(s) not listed (they are in the totals).</source>
        <translation>
            <numerusform>… %n more rank not listed (it is in the totals).</numerusform>
            <numerusform>… %n more ranks not listed (they are in the totals).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The query has %n subtopic(s).</source>
        <translation>
            <numerusform>The query has %n subtopic.</numerusform>
            <numerusform>The query has %n subtopics.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ranklens::ui::AgreementDialog</name>
    <message numerus="yes">
        <source>%1 (%n label(s))</source>
        <translation>
            <numerusform>%1 (%n label)</numerusform>
            <numerusform>%1 (%n labels)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ranklens::ui::BehaviourWindow</name>
    <message numerus="yes">
        <source>%n click log event(s) are dated at or before the training cutoff of run &apos;%1&apos; (%2): its model could have seen them, so its values may be flattered.</source>
        <translation>
            <numerusform>%n click log event is dated at or before the training cutoff of run &apos;%1&apos; (%2): its model could have seen it, so its values may be flattered.</numerusform>
            <numerusform>%n click log events are dated at or before the training cutoff of run &apos;%1&apos; (%2): its model could have seen them, so its values may be flattered.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ranklens::ui::ComparisonSettingsPanel</name>
    <message numerus="yes">
        <source>%1 of %n run(s)</source>
        <translation>
            <numerusform>%1 of %n run</numerusform>
            <numerusform>%1 of %n runs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ranklens::ui::ComparisonWindow</name>
    <message numerus="yes">
        <source>Baseline %1 · %n run(s) × %2 metrics · %3 queries · %4</source>
        <translation>
            <numerusform>Baseline %1 · %n run × %2 metrics · %3 queries · %4</numerusform>
            <numerusform>Baseline %1 · %n runs × %2 metrics · %3 queries · %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ranklens::ui::CurvesView</name>
    <message numerus="yes">
        <source>%n queries · computed in %1 ms</source>
        <translation>
            <numerusform>%n query · computed in %1 ms</numerusform>
            <numerusform>%n queries · computed in %1 ms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n queries · from the last session</source>
        <translation>
            <numerusform>%n query · from the last session</numerusform>
            <numerusform>%n queries · from the last session</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ranklens::ui::DraftsButton</name>
    <message numerus="yes">
        <source>%n item(s) moved · saved %1</source>
        <translation>
            <numerusform>%n item moved · saved %1</numerusform>
            <numerusform>%n items moved · saved %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Query %1 · %2 · %n item(s) moved</source>
        <translation>
            <numerusform>Query %1 · %2 · %n item moved</numerusform>
            <numerusform>Query %1 · %2 · %n items moved</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ranklens::ui::ExplainDialog</name>
    <message numerus="yes">
        <source>&lt;b&gt;%1 of %2 = %4&lt;/b&gt; (k = %3): the mean of the %n per-query values below (sum %5 / %n).&lt;br&gt;%6</source>
        <translation>
            <numerusform>&lt;b&gt;%1 of %2 = %4&lt;/b&gt; (k = %3): the value of the %n query below (sum %5 / %n).&lt;br&gt;%6</numerusform>
            <numerusform>&lt;b&gt;%1 of %2 = %4&lt;/b&gt; (k = %3): the mean of the %n per-query values below (sum %5 / %n).&lt;br&gt;%6</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ranklens::ui::ExposureWindow</name>
    <message numerus="yes">
        <source>top %1 · %n list(s) per run</source>
        <translation>
            <numerusform>top %1 · %n list per run</numerusform>
            <numerusform>top %1 · %n lists per run</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ranklens::ui::GlossaryWindow</name>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n match</numerusform>
            <numerusform>%n matches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>match %1 of %n</source>
        <translation>
            <numerusform>match %1 of %n</numerusform>
            <numerusform>match %1 of %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ranklens::ui::ImportFlow</name>
    <message numerus="yes">
        <source>Import finished: %n file(s)</source>
        <translation>
            <numerusform>Import finished: %n file</numerusform>
            <numerusform>Import finished: %n files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Import: not every one of the %n files was imported (see the message)</source>
        <translation>
            <numerusform>Import: not every one of the %n files was imported (see the message)</numerusform>
            <numerusform>Import: not every one of the %n files was imported (see the message)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ranklens::ui::InfluencePanel</name>
    <message numerus="yes">
        <source>%1: Δ %2 (paired t-test p %3). Without the %n most influential queries: Δ %4, p %5 — the verdict %6.</source>
        <translation>
            <numerusform>%1: Δ %2 (paired t-test p %3). Without the %n most influential query: Δ %4, p %5 — the verdict %6.</numerusform>
            <numerusform>%1: Δ %2 (paired t-test p %3). Without the %n most influential queries: Δ %4, p %5 — the verdict %6.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ranklens::ui::LabelSetsWindow</name>
    <message numerus="yes">
        <source>%1 (%n label(s))</source>
        <translation>
            <numerusform>%1 (%n label)</numerusform>
            <numerusform>%1 (%n labels)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved “%1”: %n item(s) graded</source>
        <translation>
            <numerusform>Saved “%1”: %n item graded</numerusform>
            <numerusform>Saved “%1”: %n items graded</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n tie(s) resolved by the tie rule</source>
        <translation>
            <numerusform>; %n tie resolved by the tie rule</numerusform>
            <numerusform>; %n ties resolved by the tie rule</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n left out</source>
        <translation>
            <numerusform>, %n left out</numerusform>
            <numerusform>, %n left out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The mean of the %n confidence(s) the judge file gave this set&apos;s labels.</source>
        <translation>
            <numerusform>The confidence the judge file gave this set&apos;s %n label.</numerusform>
            <numerusform>The mean of the %n confidences the judge file gave this set&apos;s labels.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ranklens::ui::LeaderboardWindow</name>
    <message numerus="yes">
        <source>%n run(s) over %1 labelled queries · computed in %2 s</source>
        <translation>
            <numerusform>%n run over %1 labelled queries · computed in %2 s</numerusform>
            <numerusform>%n runs over %1 labelled queries · computed in %2 s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ranklens::ui::OverlapMatrixModel</name>
    <message numerus="yes">
        <source>%1 and %2: Jaccard@%3 %4, RBO %5 over %n query(ies) both returned. Click to list them, most changed first.</source>
        <translation>
            <numerusform>%1 and %2: Jaccard@%3 %4, RBO %5 over %n query both returned. Click to list it.</numerusform>
            <numerusform>%1 and %2: Jaccard@%3 %4, RBO %5 over %n queries both returned. Click to list them, most changed first.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ranklens::ui::ProjectMemory</name>
    <message numerus="yes">
        <source>%n hand-made order(s) cannot be kept in this project (%1). Discard them?</source>
        <translation>
            <numerusform>%n hand-made order cannot be kept in this project (%1). Discard it?</numerusform>
            <numerusform>%n hand-made orders cannot be kept in this project (%1). Discard them?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ranklens::ui::ProjectSession</name>
    <message numerus="yes">
        <source>Importing %n file(s)</source>
        <translation>
            <numerusform>Importing %n file</numerusform>
            <numerusform>Importing %n files</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ranklens::ui::QueriesView</name>
    <message numerus="yes">
        <source>&lt;b&gt;%n queries&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%n query&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%n queries&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %1 mean %2 over %n queries: &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>
            <numerusform> · %1 mean %2 over %n query: &lt;b&gt;%3&lt;/b&gt;</numerusform>
            <numerusform> · %1 mean %2 over %n queries: &lt;b&gt;%3&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (over the %n queries both have)</source>
        <translation>
            <numerusform> (over the %n query both have)</numerusform>
            <numerusform> (over the %n queries both have)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n win</numerusform>
            <numerusform>%n wins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tie(s)</source>
        <translation>
            <numerusform>%n tie</numerusform>
            <numerusform>%n ties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation>
            <numerusform>%n loss</numerusform>
            <numerusform>%n losses</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ranklens::ui::RankingMetricsPanel</name>
    <message numerus="yes">
        <source>… (%n more)</source>
        <translation>
            <numerusform>… (%n more)</numerusform>
            <numerusform>… (%n more)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n position(s) of gain 0 left out)</source>
        <translation>
            <numerusform> (%n position of gain 0 left out)</numerusform>
            <numerusform> (%n positions of gain 0 left out)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ranklens::ui::RankingView</name>
    <message numerus="yes">
        <source>%n item(s) returned</source>
        <translation>
            <numerusform>%n item returned</numerusform>
            <numerusform>%n items returned</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hand-made order · %n item(s) moved</source>
        <translation>
            <numerusform>Hand-made order · %n item moved</numerusform>
            <numerusform>Hand-made order · %n items moved</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n more below the relevance threshold count only in the ideal order</source>
        <translation>
            <numerusform>; %n more below the relevance threshold counts only in the ideal order</numerusform>
            <numerusform>; %n more below the relevance threshold count only in the ideal order</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ranklens::ui::WindowStatus</name>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 × %n queries · last session</source>
        <translation>
            <numerusform>%1 × %n query · last session</numerusform>
            <numerusform>%1 × %n queries · last session</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 × %n queries · %2 ms</source>
        <translation>
            <numerusform>%1 × %n query · %2 ms</numerusform>
            <numerusform>%1 × %n queries · %2 ms</numerusform>
        </translation>
    </message>
</context>
</TS>
