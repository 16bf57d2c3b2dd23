<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Demo</name>
    <message>
        <source>Untranslated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; of %2</source>
        <translation>%2 中的 &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n queries</source>
        <translation>
            <numerusform>%n 个查询</numerusform>
        </translation>
    </message>
    <message>
        <source>Gone</source>
        <translation type="vanished">已删除</translation>
    </message>
</context>
</TS>
