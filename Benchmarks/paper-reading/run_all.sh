#!/bin/bash
# Reruns every experiment of REPORT.md, one process at a time (about 25 minutes on a loaded
# 2-core machine). Debian 12; system python (/usr/bin/python3) for numpy/scipy/PIL/pycairo.
set -e
cd "$(dirname "$0")"
apt-get install -y --no-install-recommends libqrencode-dev qrencode libzbar-dev zbar-tools \
  libzxing-dev zxing-cpp-tools libdmtx-dev dmtx-utils libleptonica-dev libpoppler-glib-dev \
  libtiff-dev libjpeg-dev tesseract-ocr tesseract-ocr-eng imagemagick python3-numpy python3-pil \
  python3-scipy python3-cairo poppler-utils fonts-dkg-handwriting fonts-breip fonts-femkeklaver \
  fonts-comic-neue fonts-rufscript

# 1. codes: symbols, synthetic scans, decoders
cd codes
S='FS1:9F86D081884C7D65:3:12'; R='FS1:9F86D081884C7D65:3:12:417:Kari Nordmann-Ås'
mkdir -p sym
for l in L M Q; do qrencode -l $l -s 1 -m 0 -o sym/qr_short_$l.png "$S"; qrencode -l $l -s 1 -m 0 -o sym/qr_run_$l.png "$R"; done
for e in a c b; do echo -n "$S" | dmtxwrite -e $e -d 1 -m 1 -o sym/dm_short_$e.png; echo -n "$R" | dmtxwrite -e $e -d 1 -m 1 -o sym/dm_run_$e.png; done
g++ -O2 -std=c++17 bench.cpp -o bench $(pkg-config --cflags --libs zxing zbar libdmtx)
/usr/bin/python3 gen.py grid 8 > grid.tsv && ./bench < grid.tsv > grid.out
/usr/bin/python3 summarise.py grid.out > grid_summary.md
SYMS=qrS,dmS MODS=1.25,1.5 DPIS=150,200 CONDS=scan,rot3,photo /usr/bin/python3 gen.py short 8 > short.tsv && ./bench < short.tsv > short.out
cd ..

# 2. marks: mock page, registration
cd marks
/usr/bin/python3 page.py
/usr/bin/python3 register.py flatbed,fit94,skew10,skew20,rot90,upside,photo 150,200,300 3 > register.jsonl
/usr/bin/python3 summarise.py > register_summary.md
gcc -O2 lept/cc.c -o lept/cc $(pkg-config --cflags --libs lept) && lept/cc scan_flatbed_200.png scan_flatbed_300.png
cd ..

# 3. tick boxes
cd ticks && /usr/bin/python3 ticks.py 40 && /usr/bin/python3 rule.py > rule_summary.md && cd ..

# 4. rasterising
cd raster
gcc -O2 -Wall raster.c -o raster $(pkg-config --cflags --libs poppler-glib cairo libtiff-4)
/usr/bin/python3 make_inputs.py
./raster pdf vector.pdf 200; ./raster pdf vector.pdf 300; ./raster pdf scanned.pdf 200
convert ../marks/scan_flatbed_200.png -threshold 60% -compress Group4 -density 200 g4_1.tif
convert ../marks/scan_upside_200.png -compress LZW -density 200 grey_2.tif
tiffcp g4_1.tif grey_2.tif multi.tif && ./raster tiff multi.tif
cd ..

# 5. digits
cd digits && /usr/bin/python3 digits.py && /usr/bin/python3 variants.py && cd ..
