// Document outlines from four straight lines: Hough segments of the long edges merged into
// lines (and those of a faint edge map at half resolution, for a pale card on a pale table), the
// image borders added as lines, every plausible pair of pairs intersected. Each line's
// edge evidence is sampled once into prefix sums, so any side along it is judged in O(1) and
// every combination can be tried (a checked cloth gives dozens of long lines).
#include "doc_support.hpp"
#include <algorithm>

namespace docdetect {
namespace {

struct Line {
    cv::Point2f p, d;   // a point and the unit direction (pointing down, or right when level)
    double theta = 0;   // direction angle in [0, pi)
    double length = 0;  // summed length of its segments
    bool border = false;  // one of the image's borders
    // Evidence sampled along the line every `kStep` pixels from parameter `t0` (prefix sums).
    float t0 = 0;
    std::vector<int> hits;
    std::vector<SideColours> colours;
};

constexpr float kStep = 2.0f;

Line makeLine(cv::Point2f a, cv::Point2f b, double length) {
    Line l;
    cv::Point2f d = b - a;
    float n = std::sqrt(d.dot(d));
    l.d = n > 0 ? d / n : cv::Point2f(1, 0);
    if (l.d.y < 0 || (l.d.y == 0 && l.d.x < 0)) l.d = -l.d;
    l.p = (a + b) * 0.5f;
    l.theta = std::atan2(l.d.y, l.d.x);
    l.length = length;
    return l;
}

double angleBetween(double a, double b) {
    double d = std::fabs(a - b);
    return std::min(d, CV_PI - d);
}

/// The parameter range of the line inside the image (false when it misses it).
bool clip(const Line &l, float width, float height, float &t0, float &t1) {
    t0 = -1e9f;
    t1 = 1e9f;
    auto slab = [&](float p, float d, float lo, float hi) {
        if (std::fabs(d) < 1e-9f) return p >= lo && p <= hi;
        float a = (lo - p) / d, b = (hi - p) / d;
        if (a > b) std::swap(a, b);
        t0 = std::max(t0, a);
        t1 = std::min(t1, b);
        return t0 <= t1;
    };
    return slab(l.p.x, l.d.x, 0, width - 1) && slab(l.p.y, l.d.y, 0, height - 1);
}

void sampleEvidence(const Work &w, Line &l) {
    float t0, t1;
    if (!clip(l, (float)w.gx.cols, (float)w.gx.rows, t0, t1)) return;
    cv::Point2f n(-l.d.y, l.d.x);
    int count = (int)((t1 - t0) / kStep) + 1;
    l.t0 = t0;
    l.hits.assign(count + 1, 0);
    l.colours.assign(count + 1, SideColours());
    std::vector<cv::Vec3f> behinds(count), aheads(count), steps(count);
    std::vector<uchar> valid(count, 0);
    for (int i = 0; i < count; i++) {
        float strength = 0;
        valid[i] = probe(w, l.p + l.d * (t0 + i * kStep), n, strength, behinds[i], aheads[i], w.edgeThreshold);
        steps[i] = aheads[i] - behinds[i];
        l.hits[i + 1] = l.hits[i] + (strength >= w.edgeThreshold ? 1 : 0);
    }
    std::vector<uchar> faint = faintSteps(w, steps, valid);
    for (int i = 0; i < count; i++) {
        l.colours[i + 1] = l.colours[i];
        if (valid[i]) l.colours[i + 1].add(behinds[i], aheads[i], faint[i], i * kStep);
    }
}

/// Whether the segment from `a` to `b` at angle `theta` lies on line `m`.
bool sameLine(const Line &m, cv::Point2f a, cv::Point2f b, double theta, double diagonal) {
    float da = std::fabs(cross(m.d, a - m.p)), db = std::fabs(cross(m.d, b - m.p));
    return angleBetween(theta, m.theta) < 2.5 * CV_PI / 180 && std::max(da, db) < diagonal * 0.006;
}

/// The parameters along `l` of `a` and `b`, the smaller first.
std::pair<float, float> along(const Line &l, cv::Point2f a, cv::Point2f b) {
    float ta = (a - l.p).dot(l.d), tb = (b - l.p).dot(l.d);
    return ta <= tb ? std::make_pair(ta, tb) : std::make_pair(tb, ta);
}

/// Support × coherence of the side from `a` to `b` on line `l` (its middle 88%, as measureSide);
/// `support` gets the support alone.
double sideScore(const Work &w, const Line &l, cv::Point2f a, cv::Point2f b, double &support) {
    support = 0;
    if (l.hits.empty()) return 0;
    auto [ta, tb] = along(l, a, b);
    float span = tb - ta;
    if (span < 4) return 0;
    ta += 0.06f * span;
    tb -= 0.06f * span;
    int last = (int)l.hits.size() - 2;
    int i0 = std::max(0, (int)std::ceil((ta - l.t0) / kStep));
    int i1 = std::min(last, (int)std::floor((tb - l.t0) / kStep));
    if (i1 < i0) return 0;
    double expected = std::max(1.0, (double)(tb - ta) / kStep);
    SideColours colours = l.colours[i1 + 1] - l.colours[i0];
    support = std::max(std::min(1.0, (l.hits[i1 + 1] - l.hits[i0]) / expected), (double)colours.faintSupport());
    return support > 0 ? support * std::max(colours.coherence(w.stepNoise), colours.ratioCoherence(w.stepNoise)) : 0;
}

/// The share of the line past the side from `a` to `b` (a quarter of its length beyond each
/// end, the smaller) that has an edge on it: a line of a checked cloth runs on through both
/// corners of any rectangle it bounds; a document's edge ends at its corners (one end may meet
/// a line of the cloth by chance).
double overrunShare(const Line &l, cv::Point2f a, cv::Point2f b) {
    if (l.hits.empty()) return 0;
    auto [ta, tb] = along(l, a, b);
    float span = tb - ta;
    int last = (int)l.hits.size() - 2;
    auto share = [&](float from, float to) {
        int i0 = std::max(0, (int)std::ceil((from - l.t0) / kStep));
        int i1 = std::min(last, (int)std::floor((to - l.t0) / kStep));
        if (i1 - i0 < 4) return 0.0;
        return (double)(l.hits[i1 + 1] - l.hits[i0]) / (i1 - i0 + 1);
    };
    return std::min(share(ta - 0.27f * span, ta - 0.02f * span), share(tb + 0.02f * span, tb + 0.27f * span));
}

/// The straight lines of an edge map, longest first: Hough segments merged into lines.
std::vector<Line> houghLines(const cv::Mat &edges, size_t keep) {
    int minDim = std::min(edges.cols, edges.rows), maxDim = std::max(edges.cols, edges.rows);
    std::vector<cv::Vec4i> segments;
    cv::HoughLinesP(edges, segments, 1, CV_PI / 360, 30, minDim * 0.04, maxDim * 0.025);
    auto segmentLength = [](const cv::Vec4i &s) { return std::hypot(s[2] - s[0], s[3] - s[1]); };
    std::sort(segments.begin(), segments.end(), [&](const cv::Vec4i &a, const cv::Vec4i &b) { return segmentLength(a) > segmentLength(b); });
    if (segments.size() > 500) segments.resize(500);
    double diagonal = std::hypot(edges.cols, edges.rows);
    std::vector<Line> lines;
    for (const auto &s : segments) {
        cv::Point2f a(s[0], s[1]), b(s[2], s[3]);
        Line l = makeLine(a, b, segmentLength(s));
        bool merged = false;
        for (auto &m : lines) {
            if (sameLine(m, a, b, l.theta, diagonal)) {
                m.length += l.length;
                merged = true;
                break;
            }
        }
        if (!merged) lines.push_back(l);
    }
    std::sort(lines.begin(), lines.end(), [](const Line &a, const Line &b) { return a.length > b.length; });
    if (lines.size() > keep) lines.resize(keep);
    return lines;
}

}  // namespace

void lineCandidates(const Work &w, const cv::Mat &edges, const cv::Mat &coarseEdges, std::vector<Candidate> &out) {
    int minDim = std::min(edges.cols, edges.rows);
    double diagonal = std::hypot(edges.cols, edges.rows);
    // 80 lines: a checked cloth's grid and a form's own boxes outnumber 48, and crowded out the
    // slip's outline on 8 of 100 generated slip photos (120 found no more).
    std::vector<Line> lines = houghLines(edges, 80);
    // Lines of the coarse faint map get a budget of their own: on a busy background the long
    // lines of texture would crowd them out, and they are what a pale card on a pale table has.
    if (!coarseEdges.empty()) {
        float factor = (float)edges.cols / std::max(1, coarseEdges.cols);
        size_t added = 0;
        for (Line l : houghLines(coarseEdges, 48)) {
            if (added >= 16) break;
            l.p *= factor;
            l.length *= factor;
            cv::Point2f a = l.p - l.d * (float)(0.5 * l.length), b = l.p + l.d * (float)(0.5 * l.length);
            if (std::any_of(lines.begin(), lines.end(), [&](const Line &m) { return sameLine(m, a, b, l.theta, diagonal); })) continue;
            lines.push_back(l);
            added++;
        }
    }
    float W = (float)edges.cols - 1, H = (float)edges.rows - 1;
    for (auto ends : {std::pair<cv::Point2f, cv::Point2f>{{0, 0}, {W, 0}}, {{W, 0}, {W, H}}, {{0, H}, {W, H}}, {{0, 0}, {0, H}}}) {
        lines.push_back(makeLine(ends.first, ends.second, 0));
        lines.back().border = true;
    }
    for (auto &l : lines)
        if (!l.border) sampleEvidence(w, l);

    struct Pair { int a, b; double theta; };
    std::vector<Pair> pairs;
    int n = (int)lines.size();
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            if (angleBetween(lines[i].theta, lines[j].theta) > 20 * CV_PI / 180) continue;
            if (std::fabs(cross(lines[i].d, lines[j].p - lines[i].p)) < minDim * 0.12) continue;
            pairs.push_back({i, j, lines[i].theta});
        }
    struct Scored { Quad q; double score, weakest, area, secondWeakest, weakestSupport, weakestOverrun; };
    // Quads closed by the image border are kept apart: their border sides show no edge, and
    // they are judged by their other sides (a document filling the frame, or running past it).
    std::vector<Scored> found, touching;
    cv::Rect2f allowed(-0.25f * W, -0.25f * H, 1.5f * W, 1.5f * H);
    // A side is fixed by its line and the pair of lines that end it, and recurs in every quad
    // that pairs its line with another parallel one: each is scored once (a third of the
    // detector's time went to scoring the same sides again).
    std::vector<std::pair<double, double>> sideScores((size_t)n * pairs.size(), {-1.0, 0.0});
    auto cachedScore = [&](int line, size_t endingPair, cv::Point2f a, cv::Point2f b, double &support) {
        auto &cached = sideScores[(size_t)line * pairs.size() + endingPair];
        if (cached.first < 0) cached.first = sideScore(w, lines[line], a, b, cached.second);
        support = cached.second;
        return cached.first;
    };
    for (size_t i = 0; i < pairs.size(); i++)
        for (size_t j = i + 1; j < pairs.size(); j++) {
            if (angleBetween(pairs[i].theta, pairs[j].theta) < 50 * CV_PI / 180) continue;
            const int sideLine[4] = {pairs[i].a, pairs[j].a, pairs[i].b, pairs[j].b};
            const size_t endingPair[4] = {j, i, j, i};
            const Line *side[4] = {&lines[sideLine[0]], &lines[sideLine[1]], &lines[sideLine[2]], &lines[sideLine[3]]};
            Quad q;
            bool ok = true;
            for (int k = 0; k < 4 && ok; k++) ok = intersect(side[k]->p, side[k]->d, side[(k + 1) % 4]->p, side[(k + 1) % 4]->d, q[k]);
            if (!ok || !convex(q) || std::fabs(polygonArea(q)) < w.minArea) continue;
            for (auto &p : q) ok = ok && allowed.contains(p);
            if (!ok) continue;
            // Corner k joins side k-1 and side k: side k runs from corner k to corner k+1.
            double weighted = 0, total = 0, weakest = 1, secondWeakest = 1, weakestSupport = 0;
            int weakestSide = -1;
            int borders = 0;
            for (int k = 0; k < 4; k++) {
                const Line &line = *side[(k + 1) % 4];
                if (line.border) { borders++; continue; }
                cv::Point2f a = q[k], b = q[(k + 1) % 4], d = b - a;
                double support = 0;
                double length = std::sqrt(d.dot(d)), score = cachedScore(sideLine[(k + 1) % 4], endingPair[(k + 1) % 4], a, b, support);
                weighted += score * length;
                total += length;
                if (score < weakest) {
                    secondWeakest = weakest;
                    weakest = score;
                    weakestSupport = support;
                    weakestSide = k;
                } else {
                    secondWeakest = std::min(secondWeakest, score);
                }
            }
            if (borders > 2 || total <= 0 || weighted / total <= 0.2) continue;
            // Only where it may matter (see `patterned` below).
            double weakestOverrun = weakestSide >= 0 && !borders && secondWeakest >= 0.6 && weakest < 0.25 && weakestSupport >= 0.7
                ? overrunShare(*side[(weakestSide + 1) % 4], q[weakestSide], q[(weakestSide + 1) % 4]) : 1;
            (borders ? touching : found).push_back({q, weighted / total, weakest, std::fabs(polygonArea(q)), secondWeakest, weakestSupport, weakestOverrun});
        }
    auto best = [](std::vector<Scored> &list, size_t keep) {
        std::sort(list.begin(), list.end(), [](const Scored &a, const Scored &b) { return a.score > b.score; });
        if (list.size() > keep) list.resize(keep);
    };
    // The best supported, and the largest of the well supported: a document's print makes many
    // small rectangles as well supported as its outline.
    std::vector<Scored> large;
    for (const auto &f : found)
        if (f.score >= 0.5 && f.weakest >= 0.25) large.push_back(f);
    std::sort(large.begin(), large.end(), [](const Scored &a, const Scored &b) { return a.area > b.area; });
    if (large.size() > 8) large.resize(8);
    // And the largest with three strong sides and an edge all along the fourth whose colours do
    // not hold, but that ends at its corners: a slip on a checked cloth, where the cloth flips
    // light and dark beyond that side and the slip's own header band changes colour within it
    // (a line of the cloth itself runs on past the corners).
    std::vector<Scored> patterned;
    for (const auto &f : found)
        if (f.secondWeakest >= 0.6 && f.weakest < 0.25 && f.weakestSupport >= 0.7 && f.weakestOverrun < 0.5) patterned.push_back(f);
    std::sort(patterned.begin(), patterned.end(), [](const Scored &a, const Scored &b) { return a.area > b.area; });
    if (patterned.size() > 4) patterned.resize(4);
    best(found, 24);
    best(touching, 8);
    found.insert(found.end(), touching.begin(), touching.end());
    found.insert(found.end(), large.begin(), large.end());
    found.insert(found.end(), patterned.begin(), patterned.end());
    for (const auto &f : found) {
        size_t before = out.size();
        addQuad(w, out, f.q, CVB_DOC_LINES);
        if (out.size() > before) measure(w, out.back());
    }
}

}  // namespace docdetect
