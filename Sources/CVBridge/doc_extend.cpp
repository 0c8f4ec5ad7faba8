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

/// `c` with side `i` moved out to where the sides beside it end, fitted to the best supported
/// line near there; false when they do not both run on past it, or stop nowhere near each other.
bool extendSide(const Work &w, const Candidate &c, int i, Quad &out) {
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
    if (ea < minimum || eb < minimum || ea >= reachA - 1 || eb >= reachB - 1) return false;
    // Both sides stop at the document's edge: about as far out (perspective changes it a little).
    if (std::fabs(ea - eb) > 0.35f * std::max(ea, eb) + 4) return false;
    // And they are edges of the document, with its paper to one side, not a grain or a cloth
    // that happens to go on where a side of the card met it.
    if (sideScore(w, a, a + ua * ea) < 0.5 || sideScore(w, b, b + ub * eb) < 0.5) return false;
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
    if (best < 0.3) return false;
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
    for (const Candidate &c : byScore) {
        for (int i = 0; i < 4; i++) {
            Quad extended;
            if (!extendSide(w, c, i, extended)) continue;
            size_t before = all.size();
            addQuad(w, all, extended, c.method);
            if (all.size() > before) measure(w, all.back());
        }
    }
}

}  // namespace docdetect
