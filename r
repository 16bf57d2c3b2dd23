0 Q0 A 1 9.3 r
0 Q0 D 2 8.4 r
0 Q0 E 3 8.1 r
0 Q0 B 4 7.6 r
