// Document outline candidates: contours of edge maps and of bright/dark regions (here), snapped
// to the edges near them (doc_snap.cpp); quads of straight lines (doc_lines.cpp); outlines grown
// past a line of the document's print (doc_extend.cpp). Each side's edge evidence is measured
// alike (doc_support.cpp). Policy (which candidate is the document) is Swift's: see
// DocumentDetector.swift.
#include "doc_support.hpp"
#include <algorithm>
#include <array>
#include <cmath>
#include <memory>
#include <optional>

using namespace docdetect;

namespace {

/// Quads from a convex hull: its 4-vertex simplification, and the intersections of the four
/// longest sides of a 5–8-vertex one (a corner cut off by the border or something lying on it).
void quadsFromHull(const Work &w, const std::vector<cv::Point> &hull, int method, std::vector<Candidate> &out) {
    double perimeter = cv::arcLength(hull, true);
    if (perimeter <= 0) return;
    std::vector<cv::Point> approx;
    for (double eps : {0.01, 0.02, 0.035, 0.05, 0.08}) {
        cv::approxPolyDP(hull, approx, eps * perimeter, true);
        if (approx.size() == 4) {
            addQuad(w, out, Quad{cv::Point2f(approx[0]), cv::Point2f(approx[1]), cv::Point2f(approx[2]), cv::Point2f(approx[3])}, method);
            return;
        }
        if (approx.size() < 4) break;
    }
    cv::approxPolyDP(hull, approx, 0.015 * perimeter, true);
    int n = (int)approx.size();
    if (n < 5 || n > 8) return;
    std::vector<int> order(n);
    for (int i = 0; i < n; i++) order[i] = i;
    auto len = [&](int i) { cv::Point d = approx[(i + 1) % n] - approx[i]; return std::hypot(d.x, d.y); };
    std::sort(order.begin(), order.end(), [&](int a, int b) { return len(a) > len(b); });
    std::vector<int> sides(order.begin(), order.begin() + 4);
    std::sort(sides.begin(), sides.end());
    Quad q;
    for (int k = 0; k < 4; k++) {
        int i = sides[k], j = sides[(k + 1) % 4];
        cv::Point2f p1 = approx[i], d1 = cv::Point2f(approx[(i + 1) % n]) - p1;
        cv::Point2f p2 = approx[j], d2 = cv::Point2f(approx[(j + 1) % n]) - p2;
        if (!intersect(p1, d1, p2, d2, q[(k + 1) % 4])) return;
    }
    double hullArea = cv::contourArea(hull);
    double area = std::fabs(polygonArea(q));
    if (area < hullArea * 0.95 || area > hullArea * 1.3) return;
    addQuad(w, out, q, method);
}

void contourCandidates(const Work &w, const cv::Mat &binary, int method, int mode, std::vector<Candidate> &out) {
    std::vector<std::vector<cv::Point>> contours;
    cv::findContours(binary, contours, mode, cv::CHAIN_APPROX_SIMPLE);
    for (const auto &contour : contours) {
        if (contour.size() < 4) continue;
        cv::Rect box = cv::boundingRect(contour);
        if ((double)box.area() < w.minArea) continue;
        std::vector<cv::Point> hull;
        cv::convexHull(contour, hull);
        if (cv::contourArea(hull) < w.minArea) continue;
        quadsFromHull(w, hull, method, out);
    }
}

/// The gradient of the channel that changes most at each pixel (grey levels per pixel), so
/// that a card differing from the table only in colour still has edges. `colour` is 3-channel
/// float; Sobel 3×3 (divided by 8) on all channels at once, then the strongest picked.
void colourGradient(const cv::Mat &colour, cv::Mat &gx, cv::Mat &gy) {
    CV_Assert(colour.type() == CV_32FC3);
    cv::Mat dx, dy;
    cv::Sobel(colour, dx, CV_32F, 1, 0, 3, 1.0 / 8, 0, cv::BORDER_REPLICATE);
    cv::Sobel(colour, dy, CV_32F, 0, 1, 3, 1.0 / 8, 0, cv::BORDER_REPLICATE);
    gx.create(colour.size(), CV_32F);
    gy.create(colour.size(), CV_32F);
    for (int y = 0; y < colour.rows; y++) {
        const cv::Vec3f *px = dx.ptr<cv::Vec3f>(y), *py = dy.ptr<cv::Vec3f>(y);
        float *ox = gx.ptr<float>(y), *oy = gy.ptr<float>(y);
        for (int x = 0; x < colour.cols; x++) {
            int best = 0;
            float strongest = px[x][0] * px[x][0] + py[x][0] * py[x][0];
            for (int c = 1; c < 3; c++) {
                float m = px[x][c] * px[x][c] + py[x][c] * py[x][c];
                if (m > strongest) { strongest = m; best = c; }
            }
            ox[x] = px[x][best];
            oy[x] = py[x][best];
        }
    }
}

/// Edge pixels of components at least `extent` pixels across: the print inside a document (and
/// most texture) falls apart into small components, its outline does not.
cv::Mat longEdges(const cv::Mat &edges, int extent) {
    cv::Mat labels, stats, centroids;
    int n = cv::connectedComponentsWithStats(edges, labels, stats, centroids, 8, CV_32S);
    std::vector<uchar> keep(n, 0);
    for (int i = 1; i < n; i++)
        keep[i] = std::max(stats.at<int>(i, cv::CC_STAT_WIDTH), stats.at<int>(i, cv::CC_STAT_HEIGHT)) >= extent ? 255 : 0;
    cv::Mat out(edges.size(), CV_8U);
    for (int y = 0; y < edges.rows; y++) {
        const int *l = labels.ptr<int>(y);
        uchar *o = out.ptr<uchar>(y);
        for (int x = 0; x < edges.cols; x++) o[x] = keep[l[x]];
    }
    return out;
}

/// Closed edge maps: Canny at a low, a middle and a high threshold on grey, and on the colour
/// gradient (the image border drawn in, so that an outline cut by the border still closes); and
/// the outer contour of a faint map.
/// `lineEdges` gets the long edges of the low and middle maps (for the line finder), `middle`
/// the middle map.
void edgeCandidates(const Work &w, std::vector<Candidate> &out, cv::Mat &middle, cv::Mat &lineEdges) {
    cv::Mat kernel = cv::getStructuringElement(cv::MORPH_RECT, cv::Size(3, 3));
    std::vector<cv::Mat> maps;
    int extent = std::max(8, (int)(std::min(w.gray.cols, w.gray.rows) * 0.06));
    // The low level follows the image's own texture (a faint edge on a clean scan, not the
    // grain of a noisy photo): Sobel units are 8 × grey levels per pixel.
    double low = std::max(4.0, 2.0 * 8 * w.medianGradient);
    const double levels[3][2] = {{low, 3 * low}, {20, 60}, {45, 135}};
    for (int level = 0; level < 3; level++) {
        cv::Mat edges;
        cv::Canny(w.gray, edges, levels[level][0], levels[level][1], 3, true);
        if (level == 1) middle = edges.clone();
        if (level < 2) {
            cv::Mat kept = longEdges(edges, extent);
            if (lineEdges.empty()) lineEdges = kept;
            else cv::bitwise_or(lineEdges, kept, lineEdges);
        }
        maps.push_back(edges);
    }
    cv::Mat dx16, dy16, colourEdges;
    w.gx.convertTo(dx16, CV_16S, 8);
    w.gy.convertTo(dy16, CV_16S, 8);
    cv::Canny(dx16, dy16, colourEdges, 30, 90, true);
    maps.push_back(colourEdges);
    // Faint edges: the colour gradient just above the noise of flat paper or table (a pale card
    // on a pale table is a step of a few grey levels). The map is full of print and texture
    // too: only its outermost contour (the document when its outline closes) is used.
    cv::Mat fx, fy, faint;
    w.gx.convertTo(fx, CV_16S, 16);
    w.gy.convertTo(fy, CV_16S, 16);
    double faintLow = 16 * std::max(0.25, 2.5 * w.gradientNoise);
    cv::Canny(fx, fy, faint, faintLow, 2 * faintLow, true);
    cv::dilate(faint, faint, kernel);
    contourCandidates(w, faint, CVB_DOC_EDGES, cv::RETR_EXTERNAL, out);
    for (auto &edges : maps) {
        cv::Mat closed;
        cv::dilate(edges, closed, kernel);
        cv::rectangle(closed, cv::Rect(0, 0, closed.cols, closed.rows), cv::Scalar(255), 1);
        contourCandidates(w, closed, CVB_DOC_EDGES, cv::RETR_LIST, out);
    }
}

/// The long edges of a faint edge map at half the working resolution, where the noise of a
/// photo is halved and a document's edge, a step of a few grey levels, stays whole instead of
/// falling apart into pieces too short for the line finder.
cv::Mat coarseFaintEdges(const Work &w) {
    cv::Mat small, smooth, gx, gy;
    cv::resize(w.smooth, small, cv::Size(), 0.5, 0.5, cv::INTER_AREA);
    cv::GaussianBlur(small, smooth, cv::Size(3, 3), 0);
    colourGradient(smooth, gx, gy);
    cv::Mat magnitude;
    cv::magnitude(gx, gy, magnitude);
    std::vector<float> values;
    for (int y = 0; y < magnitude.rows; y += 2)
        for (int x = 0; x < magnitude.cols; x += 2) values.push_back(magnitude.at<float>(y, x));
    if (values.empty()) return cv::Mat::zeros(small.size(), CV_8U);
    double low = 16 * std::max(0.3, 2.5 * orderStatistic(values, 1, 4));
    cv::Mat fx, fy, edges;
    gx.convertTo(fx, CV_16S, 16);
    gy.convertTo(fy, CV_16S, 16);
    cv::Canny(fx, fy, edges, low, 2 * low, true);
    return longEdges(edges, std::max(6, (int)(std::min(edges.cols, edges.rows) * 0.06)));
}

/// The side of the square kernel that cleans a region mask: about 1.2% of the image, odd.
int regionKernel(cv::Size size) { return std::max(3, (int)std::lround(std::min(size.width, size.height) * 0.012)) | 1; }

/// Four strips along the border of an image of `size`, 2% of it wide, not overlapping at the
/// corners: top, bottom, left, right. Where the table is, unless the document fills the frame.
std::array<cv::Rect, 4> tableStrips(cv::Size size) {
    int across = std::max(2, (int)std::lround(0.02 * std::min(size.width, size.height)));
    return {cv::Rect(0, 0, size.width, across), cv::Rect(0, size.height - across, size.width, across),
            cv::Rect(0, across, across, size.height - 2 * across), cv::Rect(size.width - across, across, across, size.height - 2 * across)};
}

/// Bright or dark regions (a white card on a dark desk, a coloured card on a grey one).
void regionCandidates(const Work &w, std::vector<Candidate> &out) {
    cv::Mat hsv;
    cv::cvtColor(w.bgr, hsv, cv::COLOR_BGR2HSV);
    std::vector<cv::Mat> hsvChannels;
    cv::split(hsv, hsvChannels);
    int k = regionKernel(w.gray.size());
    cv::Mat open = cv::getStructuringElement(cv::MORPH_RECT, cv::Size(k, k));
    cv::Mat close = cv::getStructuringElement(cv::MORPH_RECT, cv::Size(2 * k + 1, 2 * k + 1));
    for (const cv::Mat &channel : {w.gray, hsvChannels[1]}) {
        cv::Mat blurred, binary;
        cv::GaussianBlur(channel, blurred, cv::Size(7, 7), 0);
        cv::threshold(blurred, binary, 0, 255, cv::THRESH_BINARY | cv::THRESH_OTSU);
        for (int polarity = 0; polarity < 2; polarity++) {
            cv::Mat region = polarity ? 255 - binary : binary;
            // Closing first fills the print inside the document; opening then cuts thin bridges.
            cv::morphologyEx(region, region, cv::MORPH_CLOSE, close);
            cv::morphologyEx(region, region, cv::MORPH_OPEN, open);
            contourCandidates(w, region, CVB_DOC_REGION, cv::RETR_EXTERNAL, out);
        }
    }
}

/// The table's chroma (a*, b*): one colour, or the two of a checked or striped cloth. A pixel's
/// distance from it is from the colour, or from the line between the two extended by half its
/// length past either end: the cloth's blurred boundaries mix the two, and uneven light moves a
/// colour along its ray from grey, more saturated where it is brighter.
struct TableChroma {
    cv::Point2f first, second;
    bool twoColours = false;
    float distance(cv::Point2f p) const {
        // sqrt, not std::hypot: this runs on every pixel, and hypot's care for overflow is slow.
        if (!twoColours) return std::sqrt((p - first).dot(p - first));
        cv::Point2f d = second - first;
        float length = d.dot(d);
        float t = length > 0 ? std::clamp((p - first).dot(d) / length, -0.5f, 1.5f) : 0;
        cv::Point2f off = p - (first + d * t);
        return std::sqrt(off.dot(off));
    }
};

/// Two colours of `points` by 2-means, started from the extremes along their widest axis
/// (deterministic, unlike cv::kmeans's random starts).
TableChroma twoColours(const std::vector<cv::Point2f> &points) {
    cv::Point2f mean(0, 0);
    for (const auto &p : points) mean += p;
    mean *= 1.0f / (float)points.size();
    float sxx = 0, syy = 0, sxy = 0;
    for (const auto &p : points) {
        cv::Point2f d = p - mean;
        sxx += d.x * d.x; syy += d.y * d.y; sxy += d.x * d.y;
    }
    float angle = 0.5f * std::atan2(2 * sxy, sxx - syy);
    cv::Point2f axis(std::cos(angle), std::sin(angle));
    TableChroma table;
    table.twoColours = true;
    float lo = 1e9f, hi = -1e9f;
    for (const auto &p : points) {
        float t = (p - mean).dot(axis);
        if (t < lo) { lo = t; table.first = p; }
        if (t > hi) { hi = t; table.second = p; }
    }
    for (int iteration = 0; iteration < 10; iteration++) {
        cv::Point2f sum[2] = {{0, 0}, {0, 0}};
        int count[2] = {0, 0};
        for (const auto &p : points) {
            cv::Point2f a = p - table.first, b = p - table.second;
            int k = a.dot(a) <= b.dot(b) ? 0 : 1;
            sum[k] += p;
            count[k]++;
        }
        if (!count[0] || !count[1]) break;
        table.first = sum[0] * (1.0f / count[0]);
        table.second = sum[1] * (1.0f / count[1]);
    }
    return table;
}

/// How far chroma is averaged before a region's tint is told from the table's (σ, working pixels).
constexpr double kChromaSmoothing = 2.0;
/// The least chroma noise of a plain table (90th percentile of its distance from its median) for
/// which chroma is averaged too: of 1080 generated ID-front and licence photos, 287 on a plain
/// table measured 0–0.2 on 159 (no colour noise), 1–3 on 121, 0.2–1 on 7.
constexpr float kChromaNoiseToSmooth = 1.0f;
/// How near (the largest corner distance, a share of the image diagonal) an outline found in the
/// averaged tint may lie to one found otherwise and still be kept: it only adds outlines missed.
constexpr double kAveragedTintNovelty = 0.05;

/// A table's tint and how far the border's chroma spreads from it (90th percentile).
struct TableTint { TableChroma table; float noise; };

/// The table's tint in `lab`: the median a*, b* in a strip along the image border, or, when that
/// spreads by more than 3 units and `oneColourOnly` is false, its two colours; nullopt when there
/// is no border to sample.
std::optional<TableTint> tableTint(const cv::Mat &lab, bool oneColourOnly) {
    std::vector<cv::Point2f> border;
    for (const cv::Rect &strip : tableStrips(lab.size()))
        for (int y = strip.y; y < strip.y + strip.height; y++)
            for (int x = strip.x; x < strip.x + strip.width; x++) {
                const cv::Vec3f &v = lab.at<cv::Vec3f>(y, x);
                border.emplace_back(v[1], v[2]);
            }
    if (border.size() < 16) return std::nullopt;
    auto median = [](std::vector<float> v) { return orderStatistic(v, 1, 2); };
    auto noiseOf = [&](const TableChroma &table) {
        std::vector<float> spread(border.size());
        for (size_t i = 0; i < border.size(); i++) spread[i] = table.distance(border[i]);
        return orderStatistic(spread, 9, 10);
    };
    std::vector<float> a(border.size()), b(border.size());
    for (size_t i = 0; i < border.size(); i++) { a[i] = border[i].x; b[i] = border[i].y; }
    TableTint tint;
    tint.table.first = cv::Point2f(median(a), median(b));
    tint.noise = noiseOf(tint.table);
    // A table of one colour varies by a unit or two of chroma (noise, JPEG); a patterned one by tens.
    if (tint.noise > 3 && !oneColourOnly) {
        tint.table = twoColours(border);
        tint.noise = noiseOf(tint.table);
    }
    return tint;
}

/// Outlines of the regions whose tint differs from `tint`'s table by more than twice its noise.
void tintRegions(const Work &w, const cv::Mat &lab, const TableTint &tint, std::vector<Candidate> &out) {
    float threshold = std::max(2.0f, 2 * tint.noise);
    cv::Mat distance(lab.size(), CV_32F);
    for (int y = 0; y < lab.rows; y++) {
        const cv::Vec3f *row = lab.ptr<cv::Vec3f>(y);
        float *o = distance.ptr<float>(y);
        for (int x = 0; x < lab.cols; x++) o[x] = tint.table.distance(cv::Point2f(row[x][1], row[x][2]));
    }
    cv::Mat blurred, binary;
    cv::GaussianBlur(distance, blurred, cv::Size(7, 7), 0);
    cv::threshold(blurred, binary, threshold, 255, cv::THRESH_BINARY);
    binary.convertTo(binary, CV_8U);
    int k = regionKernel(lab.size());
    cv::morphologyEx(binary, binary, cv::MORPH_CLOSE, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(2 * k + 1, 2 * k + 1)));
    cv::morphologyEx(binary, binary, cv::MORPH_OPEN, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(k, k)));
    contourCandidates(w, binary, CVB_DOC_REGION, cv::RETR_EXTERNAL, out);
}

/// Whether every corner of `a` lies within `tolerance` of the same corner of `b` (candidates'
/// corners are in `canonical` order).
bool sameOutline(const Quad &a, const Quad &b, double tolerance) {
    for (int i = 0; i < 4; i++) {
        cv::Point2f d = a[i] - b[i];
        if (std::sqrt(d.dot(d)) >= tolerance) return false;
    }
    return true;
}

/// Regions that differ in tint from the table, taken from a strip along the image border: a
/// pale card on a pale table can differ from it in lightness by less than the light's gradient
/// does across it, yet its tint (a few units of a*, b*) sets it apart; and a slip on a checked
/// cloth crosses edges of the cloth stronger than its own, yet has a tint of neither of the
/// cloth's colours. Only chroma counts: uneven light changes lightness and hardly changes
/// chroma. Skipped when the border is not one or two colours (a cluttered desk).
///
/// A photo's colour noise spreads a plain table's chroma by 2–3 units, as much as a pale card's
/// tint differs from it, and the threshold follows that spread: the card is then cut down to its
/// emblem and portrait. Where a one-colour table's chroma spreads by more than
/// `kChromaNoiseToSmooth`, the regions are found again in chroma averaged over a few pixels, and
/// those found only there (`kAveragedTintNovelty`) are added. (Taking the averaged regions in
/// place of the others moved outlines already right by a pixel or two, whose readings then
/// changed: `valid` 266 → 260 on 780 held-out photos.)
void tableColourCandidates(const Work &w, std::vector<Candidate> &out) {
    cv::Mat lab;
    cv::Mat scaled = w.smooth * (1.0 / 255);
    cv::cvtColor(scaled, lab, cv::COLOR_BGR2Lab);
    std::optional<TableTint> tint = tableTint(lab, false);
    if (!tint || tint->noise > 3) return;
    tintRegions(w, lab, *tint, out);
    if (tint->table.twoColours || tint->noise <= kChromaNoiseToSmooth) return;
    cv::Mat averaged;
    cv::GaussianBlur(lab, averaged, cv::Size(0, 0), kChromaSmoothing);
    std::optional<TableTint> smooth = tableTint(averaged, true);
    if (!smooth) return;
    std::vector<Candidate> found;
    tintRegions(w, averaged, *smooth, found);
    double tolerance = kAveragedTintNovelty * std::hypot(lab.cols, lab.rows);
    const size_t earlier = out.size();
    for (const Candidate &c : found) {
        auto same = [&](const Candidate &o) { return sameOutline(c.q, o.q, tolerance); };
        if (std::none_of(out.begin(), out.begin() + (std::ptrdiff_t)earlier, same)) out.push_back(c);
    }
}

/// The most texture a plain table has along the image border (90th percentile, grey levels per
/// pixel): 0–2.2 on the 196 generated ID-front, licence and slip photos on a pale table; 1.2–20
/// (median 4.5) on the 564 on wood, cloth or a desk, a third of them under this.
constexpr float kPlainTableTexture = 3.5f;
/// How many times the table's texture a region of print has (two outlines: print fades towards
/// a card's edge under light, and a lower level reaches further).
constexpr float kTextureFactors[] = {1.25f, 1.6f};

/// Regions of print on a plain table: a pale card or page under uneven light can differ from the
/// table by less than the light's gradient, in lightness and in tint, and its edge is then not
/// seen; but its print (text, a photo, guilloche lines up to the edge) has texture the table
/// lacks. Texture is the colour gradient's magnitude averaged over a window about 3% of the
/// image across; a region is where it is above the table's (its 90th percentile in a strip along
/// the image border) by `kTextureFactors`. Skipped when the border is textured itself (a
/// patterned cloth, or a document filling the frame).
void textureCandidates(const Work &w, std::vector<Candidate> &out) {
    cv::Mat magnitude, texture;
    cv::magnitude(w.gx, w.gy, magnitude);
    int window = std::max(3, (int)std::lround(std::min(magnitude.cols, magnitude.rows) * 0.03)) | 1;
    cv::blur(magnitude, texture, cv::Size(window, window), cv::Point(-1, -1), cv::BORDER_REPLICATE);
    std::vector<float> border;
    for (const cv::Rect &strip : tableStrips(texture.size()))
        for (int y = strip.y; y < strip.y + strip.height; y++)
            for (int x = strip.x; x < strip.x + strip.width; x++) border.push_back(texture.at<float>(y, x));
    if (border.size() < 16) return;
    float table = orderStatistic(border, 9, 10);
    if (table > kPlainTableTexture) return;
    int k = regionKernel(texture.size());
    cv::Mat close = cv::getStructuringElement(cv::MORPH_RECT, cv::Size(4 * k + 1, 4 * k + 1));
    cv::Mat open = cv::getStructuringElement(cv::MORPH_RECT, cv::Size(2 * k + 1, 2 * k + 1));
    for (float factor : kTextureFactors) {
        cv::Mat binary = texture > std::max(0.5f, factor * table);
        cv::morphologyEx(binary, binary, cv::MORPH_CLOSE, close);
        cv::morphologyEx(binary, binary, cv::MORPH_OPEN, open);
        contourCandidates(w, binary, CVB_DOC_TEXTURE, cv::RETR_EXTERNAL, out);
    }
}

/// The typical colour step across a line (colours kColourOffset to either side) in the flat
/// parts of the image, its noise: at each grid point the smaller of the horizontal and vertical
/// steps, whose lower quartile is flat paper or table.
float stepNoise(const cv::Mat &smooth) {
    int d = (int)kColourOffset;
    std::vector<float> values;
    for (int y = d; y < smooth.rows - d; y += 3)
        for (int x = d; x < smooth.cols - d; x += 3) {
            const cv::Vec3f &l = smooth.at<cv::Vec3f>(y, x - d), &r = smooth.at<cv::Vec3f>(y, x + d);
            const cv::Vec3f &t = smooth.at<cv::Vec3f>(y - d, x), &b = smooth.at<cv::Vec3f>(y + d, x);
            values.push_back(std::min(cv::norm(r - l), cv::norm(b - t)));
        }
    if (values.empty()) return 0;
    return orderStatistic(values, 1, 4);
}

/// Writes up to `capacity` candidates in input pixels; returns how many.
int exportCandidates(const Work &w, const std::vector<Candidate> &kept, cvb_doc_candidate *candidates, int capacity) {
    int n = std::min((int)kept.size(), capacity);
    for (int i = 0; i < n; i++) {
        cvb_doc_candidate &c = candidates[i];
        for (int k = 0; k < 4; k++) {
            c.quad.p[k] = cvb_point{(float)(kept[i].q[k].x / w.scale), (float)(kept[i].q[k].y / w.scale)};
            c.side_support[k] = kept[i].side[k].support;
            c.side_strength[k] = kept[i].side[k].strength;
            c.side_coherence[k] = kept[i].side[k].coherence;
            c.side_overrun[k] = kept[i].side[k].overrun;
            c.side_sharpness[k] = kept[i].side[k].sharpness;
        }
        c.method = kept[i].method;
    }
    return n;
}

/// Keeps the best of each group of candidates whose corners all lie within `tolerance` (one of
/// texture, or grown from one, only where no other is).
std::vector<Candidate> deduplicate(std::vector<Candidate> all, double tolerance) {
    std::sort(all.begin(), all.end(), [](const Candidate &a, const Candidate &b) {
        bool yieldsA = a.method == CVB_DOC_TEXTURE || a.fromTexture, yieldsB = b.method == CVB_DOC_TEXTURE || b.fromTexture;
        return yieldsA != yieldsB ? yieldsB : a.score > b.score;
    });
    std::vector<Candidate> kept;
    for (const auto &c : all) {
        bool duplicate = std::any_of(kept.begin(), kept.end(), [&](const Candidate &k) { return sameOutline(c.q, k.q, tolerance); });
        if (!duplicate) kept.push_back(c);
    }
    // Best first again: the caller keeps the first so many.
    std::stable_sort(kept.begin(), kept.end(), [](const Candidate &a, const Candidate &b) { return a.score > b.score; });
    return kept;
}

/// Edge shares of the whole image and of a strip along each border.
void describeScene(const cv::Mat &edges, cvb_doc_scene &scene) {
    scene.edge_share = (float)cv::countNonZero(edges) / (float)edges.total();
    int across = std::max(2, (int)std::lround(0.02 * std::min(edges.cols, edges.rows)));
    const cv::Rect strips[4] = {cv::Rect(0, 0, edges.cols, across), cv::Rect(edges.cols - across, 0, across, edges.rows),
                                cv::Rect(0, edges.rows - across, edges.cols, across), cv::Rect(0, 0, across, edges.rows)};
    for (int i = 0; i < 4; i++) scene.border_edge_share[i] = (float)cv::countNonZero(edges(strips[i])) / (float)strips[i].area();
}

/// `quad` (input pixels) in working pixels; false when a corner is not a finite number there.
bool workingQuad(const Work &w, const cvb_quad &quad, Quad &out) {
    for (int i = 0; i < 4; i++) {
        float x = quad.p[i].x * (float)w.scale, y = quad.p[i].y * (float)w.scale;
        if (!std::isfinite(x) || !std::isfinite(y)) return false;
        out[i] = cv::Point2f(x, y);
    }
    return true;
}

/// `q`'s corners in whole pixels, for filling (clamped where a corner lies far outside the image).
std::vector<cv::Point> pixelPolygon(const Quad &q) {
    std::vector<cv::Point> polygon;
    for (const auto &p : q) polygon.emplace_back((int)std::lround(std::clamp(p.x, -1e5f, 1e5f)), (int)std::lround(std::clamp(p.y, -1e5f, 1e5f)));
    return polygon;
}

}  // namespace

/// A search in progress: the working copy, its edge maps, and the candidates found so far
/// (before outlines are grown past lines of print, which is done on each request for them).
struct cvb_doc_search {
    Work w;
    cv::Mat middleEdges, lineEdges;
    std::vector<Candidate> all;
    bool lines = false;
};

extern "C" int cvb_document_search_begin(const cvb_image *image, int work_size, float min_area_share, cvb_doc_search **out,
                                         cvb_doc_scene *scene, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (out) *out = nullptr;
        if (scene) *scene = cvb_doc_scene{0, {0, 0, 0, 0}};
        if (!image || image->mat.empty() || !out || work_size < 64) {
            cvb_set_error(err, CVB_ERR_ARGUMENT, "bad arguments to the document search");
            return CVB_ERR_ARGUMENT;
        }
        auto search = std::make_unique<cvb_doc_search>();
        Work &w = search->w;
        const cv::Mat &input = image->mat;
        w.scale = std::min(1.0, (double)work_size / std::max(input.cols, input.rows));
        cv::Mat small;
        if (w.scale < 1) cv::resize(input, small, cv::Size(), w.scale, w.scale, cv::INTER_AREA);
        else small = input;
        // Too small to hold an outline: a search that finds nothing.
        if (small.cols < 16 || small.rows < 16) {
            search->lines = true;
            *out = search.release();
            return CVB_OK;
        }
        if (small.channels() == 1) cv::cvtColor(small, w.bgr, cv::COLOR_GRAY2BGR);
        else w.bgr = small;
        // Blurred in floating point: a faint edge is a step of a grey level or two, which
        // rounding to 8 bits would break into a staircase.
        cv::Mat colour, grayF;
        w.bgr.convertTo(colour, CV_32FC3);
        cv::GaussianBlur(colour, w.smooth, cv::Size(5, 5), 0);
        cv::cvtColor(w.smooth, grayF, cv::COLOR_BGR2GRAY);
        grayF.convertTo(w.gray, CV_8U);
        colourGradient(w.smooth, w.gx, w.gy);
        // An edge must stand out from the image's own texture and noise.
        cv::Mat magnitude;
        cv::magnitude(w.gx, w.gy, magnitude);
        std::vector<float> values;
        values.reserve(magnitude.total() / 16 + 1);
        for (int y = 0; y < magnitude.rows; y += 4)
            for (int x = 0; x < magnitude.cols; x += 4) values.push_back(magnitude.at<float>(y, x));
        w.medianGradient = orderStatistic(values, 1, 2);
        w.gradientNoise = orderStatistic(values, 1, 4);
        w.edgeThreshold = std::max(2.5f, 2.5f * w.medianGradient);
        w.stepNoise = stepNoise(w.smooth);
        w.stepThreshold = std::max(1.5f, 3 * w.stepNoise);
        w.minArea = std::max(0.0, (double)min_area_share) * small.cols * small.rows;

        edgeCandidates(w, search->all, search->middleEdges, search->lineEdges);
        if (scene) describeScene(search->middleEdges, *scene);
        regionCandidates(w, search->all);
        tableColourCandidates(w, search->all);
        textureCandidates(w, search->all);
        for (auto &c : search->all) measure(w, c);
        snapCandidates(w, search->all, 16);
        *out = search.release();
        return CVB_OK;
    });
}

extern "C" int cvb_document_search_add_lines(cvb_doc_search *search, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!search) {
            cvb_set_error(err, CVB_ERR_ARGUMENT, "no document search");
            return CVB_ERR_ARGUMENT;
        }
        if (search->lines) return CVB_OK;
        lineCandidates(search->w, search->lineEdges, coarseFaintEdges(search->w), search->all);
        search->lines = true;
        return CVB_OK;
    });
}

extern "C" int cvb_document_search_candidates(const cvb_doc_search *search, cvb_doc_candidate *candidates, int capacity, int *count,
                                              cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (count) *count = 0;
        if (!search || !candidates || !count || capacity < 0) {
            cvb_set_error(err, CVB_ERR_ARGUMENT, "bad arguments to document candidates");
            return CVB_ERR_ARGUMENT;
        }
        const Work &w = search->w;
        if (w.gray.empty()) return CVB_OK;
        std::vector<Candidate> all = search->all;
        extendCandidates(w, all, 12);
        double diagonal = std::hypot(w.gray.cols, w.gray.rows);
        std::vector<Candidate> kept = deduplicate(all, diagonal * 0.012);
        *count = exportCandidates(w, kept, candidates, capacity);
        return CVB_OK;
    });
}

extern "C" int cvb_document_search_guided(const cvb_doc_search *search, cvb_quad predicted, const float reach[4], float max_angle, int keep,
                                          const cvb_point *inside, int inside_count, const float margin[4], cvb_doc_candidate *candidates,
                                          int capacity, int *count, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (count) *count = 0;
        if (!search || !reach || !margin || !candidates || !count || capacity < 0 || keep < 1 || keep > 6 || !(max_angle >= 0 && max_angle <= 20) ||
            inside_count < 0 || (inside_count > 0 && !inside)) {
            cvb_set_error(err, CVB_ERR_ARGUMENT, "bad arguments to the guided document search");
            return CVB_ERR_ARGUMENT;
        }
        const Work &w = search->w;
        if (w.gray.empty()) return CVB_OK;
        Quad q;
        float scaledReach[4], scaledMargin[4];
        double diagonal = std::hypot(w.gray.cols, w.gray.rows);
        for (int i = 0; i < 4; i++) {
            float x = predicted.p[i].x * (float)w.scale, y = predicted.p[i].y * (float)w.scale;
            if (!std::isfinite(x) || !std::isfinite(y) || !std::isfinite(reach[i]) || reach[i] < 0 || !std::isfinite(margin[i])) {
                cvb_set_error(err, CVB_ERR_ARGUMENT, "a predicted corner, reach or margin is not a finite number");
                return CVB_ERR_ARGUMENT;
            }
            q[i] = cv::Point2f(x, y);
            scaledReach[i] = (float)std::min(diagonal, reach[i] * w.scale);
            scaledMargin[i] = (float)(margin[i] * w.scale);
        }
        std::vector<cv::Point2f> points;
        for (int k = 0; k < inside_count; k++) {
            if (!std::isfinite(inside[k].x) || !std::isfinite(inside[k].y)) {
                cvb_set_error(err, CVB_ERR_ARGUMENT, "a point to hold is not a finite number");
                return CVB_ERR_ARGUMENT;
            }
            points.emplace_back(inside[k].x * (float)w.scale, inside[k].y * (float)w.scale);
        }
        std::vector<Candidate> found;
        guidedCandidates(w, q, scaledReach, max_angle, keep, points, scaledMargin, found);
        *count = exportCandidates(w, deduplicate(found, diagonal * 0.012), candidates, capacity);
        return CVB_OK;
    });
}

extern "C" int cvb_document_search_edges_outside(const cvb_doc_search *search, cvb_quad quad, float margin, float *share,
                                                 cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (share) *share = 0;
        if (!search || !share || !(margin >= 0)) {
            cvb_set_error(err, CVB_ERR_ARGUMENT, "bad arguments to the edges outside an outline");
            return CVB_ERR_ARGUMENT;
        }
        const cv::Mat &edges = search->middleEdges;
        if (edges.empty()) return CVB_OK;
        Quad q;
        if (!workingQuad(search->w, quad, q)) {
            cvb_set_error(err, CVB_ERR_ARGUMENT, "an outline corner is not a finite number");
            return CVB_ERR_ARGUMENT;
        }
        cv::Mat inside = cv::Mat::zeros(edges.size(), CV_8U);
        cv::fillConvexPoly(inside, pixelPolygon(q), cv::Scalar(255));
        int reach = (int)std::lround(margin * std::hypot(edges.cols, edges.rows));
        if (reach > 0) cv::dilate(inside, inside, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(2 * reach + 1, 2 * reach + 1)));
        cv::Mat outside;
        cv::bitwise_not(inside, outside);
        int area = cv::countNonZero(outside);
        if (area == 0) return CVB_OK;
        cv::Mat outsideEdges;
        cv::bitwise_and(edges, outside, outsideEdges);
        *share = (float)cv::countNonZero(outsideEdges) / (float)area;
        return CVB_OK;
    });
}

extern "C" int cvb_document_search_moved_side(const cvb_doc_search *search, cvb_quad quad, int side, float reach, float max_angle, int keep,
                                              cvb_doc_candidate *candidates, int capacity, int *count, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (count) *count = 0;
        if (!search || !candidates || !count || capacity < 0 || side < 0 || side > 3 || keep < 1 || keep > 6 || !(max_angle >= 0 && max_angle <= 20) ||
            !(reach >= 0) || !std::isfinite(reach)) {
            cvb_set_error(err, CVB_ERR_ARGUMENT, "bad arguments to the search for a moved side");
            return CVB_ERR_ARGUMENT;
        }
        const Work &w = search->w;
        if (w.gray.empty()) return CVB_OK;
        Quad q;
        if (!workingQuad(w, quad, q)) {
            cvb_set_error(err, CVB_ERR_ARGUMENT, "a corner is not a finite number");
            return CVB_ERR_ARGUMENT;
        }
        double diagonal = std::hypot(w.gray.cols, w.gray.rows);
        std::vector<Candidate> found;
        movedSideCandidates(w, q, side, (float)std::min(diagonal, reach * w.scale), max_angle, keep, found);
        *count = exportCandidates(w, found, candidates, capacity);
        return CVB_OK;
    });
}

/// The bounding box within the working copy of `quad` (input pixels), and a mask of it over that
/// box: only the box is scanned, a strip being a small part of the image. `mask` stays empty when
/// the box is; an argument error when a corner is not a finite number.
static int regionMask(const Work &w, const cvb_quad &quad, cv::Rect &box, cv::Mat &mask, cvb_error *err) {
    Quad q;
    if (!workingQuad(w, quad, q)) {
        cvb_set_error(err, CVB_ERR_ARGUMENT, "a region corner is not a finite number");
        return CVB_ERR_ARGUMENT;
    }
    std::vector<cv::Point> polygon = pixelPolygon(q);
    box = cv::boundingRect(polygon) & cv::Rect(0, 0, w.gray.cols, w.gray.rows);
    if (box.empty()) return CVB_OK;
    for (auto &p : polygon) p -= box.tl();
    mask = cv::Mat::zeros(box.size(), CV_8U);
    cv::fillConvexPoly(mask, polygon, cv::Scalar(255));
    return CVB_OK;
}

extern "C" int cvb_document_search_grey_levels(const cvb_doc_search *search, cvb_quad quad, float *spread, float *range, float *median,
                                                cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (spread) *spread = -1;
        if (range) *range = -1;
        if (median) *median = -1;
        if (!search || !spread || !range || !median) {
            cvb_set_error(err, CVB_ERR_ARGUMENT, "bad arguments to the grey levels of a region");
            return CVB_ERR_ARGUMENT;
        }
        const Work &w = search->w;
        if (w.gray.empty()) return CVB_OK;
        cv::Rect box;
        cv::Mat mask;
        if (int status = regionMask(w, quad, box, mask, err)) return status;
        if (mask.empty()) return CVB_OK;
        // Grey levels inside, as a histogram: the median absolute deviation from the median.
        int histogram[256] = {0}, total = 0;
        for (int y = 0; y < mask.rows; y++) {
            const uchar *m = mask.ptr<uchar>(y), *g = w.gray.ptr<uchar>(y + box.y) + box.x;
            for (int x = 0; x < mask.cols; x++)
                if (m[x]) { histogram[g[x]]++; total++; }
        }
        if (total < 8) return CVB_OK;
        auto quantile = [&](const int *h, int n, int k) { int c = 0; for (int v = 0; v < n; v++) { c += h[v]; if (c > k) return v; } return n - 1; };
        int middle = quantile(histogram, 256, total / 2);
        *median = (float)middle;
        int deviations[256] = {0};
        for (int v = 0; v < 256; v++) deviations[std::abs(v - middle)] += histogram[v];
        *spread = (float)quantile(deviations, 256, total / 2);
        *range = (float)(quantile(histogram, 256, total * 9 / 10) - quantile(histogram, 256, total / 10));
        return CVB_OK;
    });
}

extern "C" int cvb_document_search_chroma(const cvb_doc_search *search, cvb_quad quad, float *a, float *b, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (a) *a = NAN;
        if (b) *b = NAN;
        if (!search || !a || !b) {
            cvb_set_error(err, CVB_ERR_ARGUMENT, "bad arguments to the chroma of a region");
            return CVB_ERR_ARGUMENT;
        }
        const Work &w = search->w;
        if (w.smooth.empty()) return CVB_OK;
        cv::Rect box;
        cv::Mat mask;
        if (int status = regionMask(w, quad, box, mask, err)) return status;
        if (mask.empty()) return CVB_OK;
        cv::Mat lab;
        cv::Mat scaled = w.smooth(box) * (1.0 / 255);
        cv::cvtColor(scaled, lab, cv::COLOR_BGR2Lab);
        std::vector<float> as, bs;
        for (int y = 0; y < mask.rows; y++) {
            const uchar *m = mask.ptr<uchar>(y);
            const cv::Vec3f *row = lab.ptr<cv::Vec3f>(y);
            for (int x = 0; x < mask.cols; x++)
                if (m[x]) { as.push_back(row[x][1]); bs.push_back(row[x][2]); }
        }
        if (as.size() < 8) return CVB_OK;
        *a = orderStatistic(as, 1, 2);
        *b = orderStatistic(bs, 1, 2);
        return CVB_OK;
    });
}

extern "C" void cvb_document_search_free(cvb_doc_search *search) { delete search; }
