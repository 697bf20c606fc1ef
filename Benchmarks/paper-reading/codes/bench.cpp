// Decode benchmark: reads a manifest (path \t symbology \t expected) on stdin, decodes each PGM
// with every decoder that reads that symbology, prints path \t decoder \t ok \t ms.
// Decoders: zbar 0.23.92 (QR), zxing-cpp 1.4.0 (QR, MicroQR, DataMatrix, Aztec), libdmtx 0.7.7 (DM).
#define ZX_USE_UTF8 1
#include <zbar.h>
using namespace zbar;
#include <ZXing/ReadBarcode.h>
#include <dmtx.h>
using namespace zbar;

#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

struct Gray { int w = 0, h = 0; std::vector<uint8_t> px; };

static bool readPGM(const std::string &path, Gray &g) {
    std::ifstream f(path, std::ios::binary);
    std::string magic; int maxv;
    f >> magic >> g.w >> g.h >> maxv; f.get();
    if (magic != "P5") return false;
    g.px.resize((size_t)g.w * g.h);
    f.read((char *)g.px.data(), g.px.size());
    return (bool)f;
}

static double now() {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

static std::string zbarDecode(const Gray &g) {
    zbar_image_scanner_t *s = zbar_image_scanner_create();
    zbar_image_scanner_set_config(s, ZBAR_NONE, ZBAR_CFG_ENABLE, 0);
    zbar_image_scanner_set_config(s, ZBAR_QRCODE, ZBAR_CFG_ENABLE, 1);
    zbar_image_scanner_set_config(s, ZBAR_NONE, ZBAR_CFG_BINARY, 1);
    zbar_image_t *img = zbar_image_create();
    zbar_image_set_format(img, zbar_fourcc('Y', '8', '0', '0'));
    zbar_image_set_size(img, g.w, g.h);
    zbar_image_set_data(img, g.px.data(), g.px.size(), nullptr);
    std::string out;
    if (zbar_scan_image(s, img) > 0) {
        const zbar_symbol_t *sym = zbar_image_first_symbol(img);
        if (sym) out.assign(zbar_symbol_get_data(sym), zbar_symbol_get_data_length(sym));
    }
    zbar_image_destroy(img);
    zbar_image_scanner_destroy(s);
    return out;
}

static std::string zxingDecode(const Gray &g, ZXing::BarcodeFormat fmt) {
    ZXing::DecodeHints hints;
    hints.setFormats(fmt).setTryHarder(true).setTryRotate(true).setTryDownscale(true);
    ZXing::ImageView view(g.px.data(), g.w, g.h, ZXing::ImageFormat::Lum);
    auto r = ZXing::ReadBarcode(view, hints);
    if (!r.isValid()) return "";
    const auto &b = r.bytes();
    return std::string(b.begin(), b.end());
}

static std::string dmtxDecode(const Gray &g, int timeoutMs) {
    std::vector<uint8_t> copy = g.px;
    DmtxImage *img = dmtxImageCreate(copy.data(), g.w, g.h, DmtxPack8bppK);
    DmtxDecode *dec = dmtxDecodeCreate(img, 1);
    DmtxTime t = dmtxTimeAdd(dmtxTimeNow(), timeoutMs);
    std::string out;
    DmtxRegion *reg = dmtxRegionFindNext(dec, &t);
    if (reg) {
        DmtxMessage *msg = dmtxDecodeMatrixRegion(dec, reg, DmtxUndefined);
        if (msg) { out.assign((char *)msg->output, msg->outputIdx); dmtxMessageDestroy(&msg); }
        dmtxRegionDestroy(&reg);
    }
    dmtxDecodeDestroy(&dec);
    dmtxImageDestroy(&img);
    return out;
}

int main() {
    std::string line;
    while (std::getline(std::cin, line)) {
        std::istringstream ls(line);
        std::string path, sym, expected;
        std::getline(ls, path, '\t'); std::getline(ls, sym, '\t'); std::getline(ls, expected);
        Gray g;
        if (!readPGM(path, g)) { std::fprintf(stderr, "cannot read %s\n", path.c_str()); continue; }
        auto run = [&](const char *name, auto fn) {
            double t0 = now();
            std::string got = fn();
            double ms = now() - t0;
            int ok = got == expected ? 1 : (got.empty() ? 0 : -1);  // -1 = misread
            std::printf("%s\t%s\t%d\t%.2f\n", path.c_str(), name, ok, ms);
        };
        if (sym == "qr") {
            run("zbar", [&] { return zbarDecode(g); });
            run("zxing", [&] { return zxingDecode(g, ZXing::BarcodeFormat::QRCode); });
        } else if (sym == "mqr") {
            run("zxing", [&] { return zxingDecode(g, ZXing::BarcodeFormat::MicroQRCode); });
        } else if (sym == "dm") {
            run("zxing", [&] { return zxingDecode(g, ZXing::BarcodeFormat::DataMatrix); });
            run("dmtx", [&] { return dmtxDecode(g, 1000); });
        } else if (sym == "aztec") {
            run("zxing", [&] { return zxingDecode(g, ZXing::BarcodeFormat::Aztec); });
        }
        std::fflush(stdout);
    }
}
