// Outlines grown past a line of print: a document's own print often draws a rectangle almost its
// size (a passport's MRZ strip ends in a line across the page; a card's coloured panel stops short
// of a pale margin), and that line is far stronger than the document's edge beyond it on a pale
// table. But where the rectangle's side is print, the two sides beside it run on past its corners
// (they are the document's edges): following them to where they end finds the document's side.
#include "doc_support.hpp"
#include <algorithm>

namespace docdetect {
namespace {

/// How far the edge along `u` from `corner` (across `n`) runs on, in pixels: the longest stretch
/// from the corner, at most `reach`, of which at least three quarters of the samples are on an
/// edge, ending on one. 0 when it stops at the corner; `reach` or more when it does not stop.
float runLength(const Work &w, cv::Point2f corner, cv::Point2f u, cv::Point2f n, float reach) {
    // The first pixels past the corner see the other side's edge, blurred.
    const float gap = 3, spacing = 1;
    int samples = (int)(reach / spacing);
    if (samples < 4) return 0;
    std::vector<uchar> hits = edgeHits(w, corner + u * gap, u, n, samples, spacing, true);
    int count = 0, end = 0;
    for (int i = 0; i < samples; i++) {
        count += hits[i];
        if (hits[i] && count >= 0.75 * (i + 1)) end = i + 1;
    }
    return end > 0 ? gap + end * spacing : 0;
}

double sideScore(const Work &w, cv::Point2f a, cv::Point2f b) {
    SideEvidence e = measureSide(w, a, b);
    return e.support * e.coherence;
}

/// The side from `a` to `b` moved out along the sides beside it (`ua` from `a`, `ub` from `b`)
/// to the nearest line across them within `reach`: where the sides run on past a line of print
/// and past the document's edge too (a slip's coloured header band on a table whose pattern
/// continues its sides), they do not end at the edge, but the edge is the first line beyond the
/// print. Only a line clearly seen (`sideScore` ≥ `kClearLine`) counts, its ends then fitted to it (the
/// print's line need not be parallel to the edge); the sides beside it must be seen on the way.
/// The least `sideScore` of a line a side is swept to. A slip's edge on a checked cloth, seen
/// against the light squares only where its tint differs from them, scores 0.55–0.61: at 0.6, two
/// slips of 200 generated photos were read in the outline below their header band, without their
/// title; at 0.55 they are read, and nothing else changed on the ten sample sets.
constexpr double kClearLine = 0.55;

bool sweepSide(const Work &w, cv::Point2f a, cv::Point2f ua, cv::Point2f b, cv::Point2f ub, float from, float reach,
               cv::Point2f &outA, cv::Point2f &outB) {
    // A full `sideScore` at every step cost 35 ms a photo: the sweep measures a line in full only
    // where a few samples of it already show edges.
    auto hits = [&](float d) {
        cv::Point2f p = a + ua * d, q = b + ub * d, v = q - p;
        float length = std::sqrt(v.dot(v));
        if (length < 8) return 0.f;
        cv::Point2f u = v / length;
        const int samples = 24;
        float spacing = 0.88f * length / samples;
        std::vector<uchar> found = edgeHits(w, p + v * 0.06f + u * (spacing / 2), u, cv::Point2f(-u.y, u.x), samples, spacing, true);
        return (float)std::count(found.begin(), found.end(), 1) / samples;
    };
    auto score = [&](float d) { return sideScore(w, a + ua * d, b + ub * d); };
    // Past the side's own line first (blurred, it is seen a few pixels out).
    float d = from;
    while (d <= reach && hits(d) >= 0.3f) d += 1;
    // In steps of two, but a near miss is looked at once more a pixel further (a checked cloth
    // leaves a slip's edge only just clear of the bar, on one pixel of the two). `current` is the
    // score where the line is found, `before` the one a pixel back when already measured.
    double current = -1, before = -1;
    for (; d <= reach; d += 2) {
        if (hits(d) < 0.5f) continue;
        double s = score(d);
        if (s >= kClearLine) { current = s; break; }
        if (s >= kClearLine - 0.1 && d + 1 <= reach) {
            double next = score(d + 1);
            if (next >= kClearLine) { d += 1; current = next; before = s; break; }
        }
    }
    if (current < 0) return false;
    // Onto the line's best supported place (each score measured once).
    if (d > from) {
        double back = before >= 0 ? before : score(d - 1);
        if (back > current) { d -= 1; current = back; }
    }
    for (double next; d + 1 <= reach && (next = score(d + 1)) >= current; current = next) d += 1;
    // Each end fitted on its own half of the line: the print's line need not be parallel to the edge.
    auto fitEnd = [&](cv::Point2f p, cv::Point2f u, cv::Point2f other) {
        float bestD = d;
        double best = -1;
        for (float e = d - 6; e <= d + 6; e += 1) {
            cv::Point2f end = p + u * e;
            double s = sideScore(w, end, (end + other) * 0.5f);
            if (s > best) { best = s; bestD = e; }
        }
        return bestD;
    };
    float da = fitEnd(a, ua, b + ub * d), db = fitEnd(b, ub, a + ua * d);
    cv::Point2f pa = a + ua * da, pb = b + ub * db;
    if (sideScore(w, pa, pb) < kClearLine) return false;
    if (sideScore(w, a, pa) < 0.5 || sideScore(w, b, pb) < 0.5) return false;
    outA = pa;
    outB = pb;
    return true;
}

/// `c` with side `i` moved out to where the sides beside it end, fitted to the best supported
/// line near there; false when they do not both run on past it. Where they run on too far, or
/// stop nowhere near each other, or are not clearly edges all the way, or no line is seen where
/// they end, a large outline's side is swept out instead (`sweepSide`, `sweptOut` set).
bool extendSide(const Work &w, const Candidate &c, int i, Quad &out, bool &sweptOut) {
    sweptOut = false;
    const Quad &q = c.q;
    cv::Point2f a = q[i], b = q[(i + 1) % 4];
    cv::Point2f before = q[(i + 3) % 4], after = q[(i + 2) % 4];
    cv::Point2f da = a - before, db = b - after;
    float la = std::sqrt(da.dot(da)), lb = std::sqrt(db.dot(db));
    if (la < 8 || lb < 8) return false;
    cv::Point2f ua = da / la, ub = db / lb;
    // A document's print ends well inside it: look up to half the side beside it.
    float reachA = 0.5f * la, reachB = 0.5f * lb;
    float ea = runLength(w, a, ua, cv::Point2f(-ua.y, ua.x), reachA);
    float eb = runLength(w, b, ub, cv::Point2f(-ub.y, ub.x), reachB);
    float minimum = std::max(4.f, 0.02f * std::min(la, lb));
    if (ea < minimum || eb < minimum) return false;
    // Only outlines large enough to be the document are swept (a card's print makes many small ones).
    bool large = std::fabs(polygonArea(q)) >= 0.05 * w.gray.cols * w.gray.rows;
    auto swept = [&]() {
        if (!large) return false;
        cv::Point2f pa, pb;
        // A band of print is a fifth of the document or less; swept further, a rectangle inside a
        // passport page reached its MRZ strip's top, and the page without its strip was taken.
        if (!sweepSide(w, a, ua, b, ub, minimum, std::min(std::min(ea, eb), 0.2f * std::min(la, lb)), pa, pb)) return false;
        sweptOut = true;
        out = q;
        out[i] = pa;
        out[(i + 1) % 4] = pb;
        return true;
    };
    if (ea >= reachA - 1 || eb >= reachB - 1) return swept();
    // Both sides stop at the document's edge: about as far out (perspective changes it a little).
    if (std::fabs(ea - eb) > 0.35f * std::max(ea, eb) + 4) return swept();
    // And they are edges of the document, with its paper to one side, not a grain or a cloth
    // that happens to go on where a side of the card met it.
    if (sideScore(w, a, a + ua * ea) < 0.5 || sideScore(w, b, b + ub * eb) < 0.5) return swept();
    // The new side: the best supported line through points near both ends (the corners are
    // refitted later, at full resolution).
    cv::Point2f bestA = a + ua * ea, bestB = b + ub * eb;
    double best = -1;
    for (int sa = -2; sa <= 2; sa += 2)
        for (int sb = -2; sb <= 2; sb += 2) {
            cv::Point2f pa = a + ua * (ea + sa), pb = b + ub * (eb + sb);
            double score = sideScore(w, pa, pb);
            if (score > best) { best = score; bestA = pa; bestB = pb; }
        }
    // No line where the sides end: one of them ran on along a line of the table (a checked
    // cloth's line continuing a slip's side past its corner); the first line across is the edge.
    if (best < 0.3) return swept();
    out = q;
    out[i] = bestA;
    out[(i + 1) % 4] = bestB;
    return true;
}

}  // namespace

void extendCandidates(const Work &w, std::vector<Candidate> &all, int count) {
    // The best supported, and the largest of the well supported (the document's print makes
    // many small, well supported rectangles).
    std::vector<Candidate> byScore = all, large;
    std::sort(byScore.begin(), byScore.end(), [](const Candidate &x, const Candidate &y) { return x.score > y.score; });
    for (const Candidate &c : byScore)
        if (c.score >= 0.5) large.push_back(c);
    std::sort(large.begin(), large.end(), [](const Candidate &x, const Candidate &y) { return std::fabs(polygonArea(x.q)) > std::fabs(polygonArea(y.q)); });
    if ((int)byScore.size() > count) byScore.resize(count);
    if ((int)large.size() > count / 2) large.resize(count / 2);
    byScore.insert(byScore.end(), large.begin(), large.end());
    // Outlines swept out to a line across their sides (`sweepSide`): the best supported three
    // and the two largest of the others only (a busy table gives many lines to sweep to).
    std::vector<Candidate> swept;
    for (const Candidate &c : byScore) {
        for (int i = 0; i < 4; i++) {
            Quad extended;
            bool bySweep = false;
            if (!extendSide(w, c, i, extended, bySweep)) continue;
            std::vector<Candidate> &into = bySweep ? swept : all;
            size_t before = into.size();
            addQuad(w, into, extended, c.method);
            if (into.size() > before) measure(w, into.back());
        }
    }
    std::sort(swept.begin(), swept.end(), [](const Candidate &x, const Candidate &y) { return x.score > y.score; });
    if (swept.size() > 3) {
        // The best supported are often boxes of the document's print swept to the next line,
        // while the document's own outline, swept past its header band to an edge half hidden
        // by a checked cloth, scores lower.
        std::sort(swept.begin() + 3, swept.end(), [](const Candidate &x, const Candidate &y) { return std::fabs(polygonArea(x.q)) > std::fabs(polygonArea(y.q)); });
        swept.resize(std::min<size_t>(swept.size(), 5));
    }
    all.insert(all.end(), swept.begin(), swept.end());
}

}  // namespace docdetect
