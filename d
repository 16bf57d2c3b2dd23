0 a A 1
0 b B 1
0 b D 1
0 c C 1
