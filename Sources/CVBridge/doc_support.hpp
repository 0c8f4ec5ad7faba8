// Shared by the document detector's .cpp files: quad geometry, the working copy, and how well
// image edges support a side.
#pragma once
#include "bridge_support.hpp"
#include "cvb_document.h"
#include <opencv2/imgproc.hpp>
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <vector>

namespace docdetect {

using Quad = std::array<cv::Point2f, 4>;

inline float cross(cv::Point2f a, cv::Point2f b) { return a.x * b.y - a.y * b.x; }

inline double polygonArea(const Quad &q) {
    double a = 0;
    for (int i = 0; i < 4; i++) a += cross(q[i], q[(i + 1) % 4]);
    return a / 2;
}

/// The value at `numerator / denominator` of the way through `values` in ascending order (the
/// median is 1/2), found in place without a full sort; `values` must not be empty.
template <typename T> T orderStatistic(std::vector<T> &values, size_t numerator, size_t denominator) {
    auto at = values.begin() + values.size() * numerator / denominator;
    std::nth_element(values.begin(), at, values.end());
    return *at;
}

/// Strictly convex, all turns the same way.
bool convex(const Quad &q);
/// Clockwise on screen (y down), starting at the corner nearest the image's top-left.
Quad canonical(Quad q);
/// The intersection of the lines p1 + t·d1 and p2 + s·d2; false when (nearly) parallel.
bool intersect(cv::Point2f p1, cv::Point2f d1, cv::Point2f p2, cv::Point2f d2, cv::Point2f &out);

/// The working copy and what every stage shares.
struct Work {
    cv::Mat bgr;     // 8-bit BGR
    cv::Mat smooth;  // blurred BGR, 32-bit float
    cv::Mat gray;    // blurred grey, 8-bit
    cv::Mat gx, gy;  // gradient of the channel that changes most (grey levels per pixel)
    double scale = 1;  // working pixels per input pixel
    float medianGradient = 0;  // of the whole working copy (texture and noise)
    float edgeThreshold = 3;
    /// Lower quartile of the gradient: the noise of flat paper or table.
    float gradientNoise = 0;
    /// The typical colour difference across a line (between the colours kColourOffset to either
    /// side) in the flat parts of the image: its noise.
    float stepNoise = 0;
    /// The colour difference across a line a faint edge must reach at a sample: well above the
    /// noise (see `faintSteps`).
    float stepThreshold = 3;
    double minArea = 0;
};

/// How well the image supports one side of an outline.
struct SideEvidence {
    /// Share of samples with an edge across the side.
    float support = 0;
    /// Median strength of the strongest edge across the side at each sample.
    float strength = 0;
    /// Whether one side of the line is uniform along it, 0...1 (see `SideColours`).
    float coherence = 0;
    /// Share of samples with the same edge on the line's continuation past either corner (the
    /// larger of the two ends). A document's corner ends its edges; a rectangle of print inside
    /// a document, or of a checked cloth, has corners that edges run through.
    float overrun = 0;
    /// How sharp its colour step is: about 1 for an edge, under a half for a ramp of light or a
    /// shadow's soft edge (see `cvb_doc_candidate.side_sharpness`).
    float sharpness = 1;
    /// Mean colour change across the side (ahead − behind).
    cv::Vec3f step = {0, 0, 0};
};

/// Colours sampled a few pixels to either side of a line, summed so that any stretch of the line
/// can be judged from prefix sums. A document's edge has one uniform side (the paper, or the
/// table beyond a card printed to its edge); a line of a checked cloth or of a wood grain has
/// texture on both. Uniformity is what is left of a side's colour variance once a straight trend
/// along the line is taken out (a light gradient or a shadow across a card changes its colour
/// along a whole side, smoothly) and the image's noise is allowed for. Coherence = 1 − (spread
/// of the more uniform side) / (1 + difference of the two sides' mean colours), clamped to 0...1.
/// Added to colours before their logarithm, so that near-black does not make noise a huge ratio.
constexpr double kRatioOffset = 8.0;

struct SideColours {
    /// Samples, and the sums of their positions `t` along the line and of its square (in
    /// double precision: prefix sums along a long line are differenced).
    double count = 0, t = 0, t2 = 0;
    cv::Vec3d in = {0, 0, 0}, in2 = {0, 0, 0}, inT = {0, 0, 0};
    cv::Vec3d out = {0, 0, 0}, out2 = {0, 0, 0}, outT = {0, 0, 0};
    /// Summed length of the colour steps across the line, and how many are faint edges
    /// (`faintSteps`).
    double stepLength = 0, steps = 0;
    /// Sums of the step as a ratio (log ahead − log behind, per channel) and of its square, and
    /// of the two sides' mean brightness: light and shadow scale both sides of an edge alike, so
    /// a document's edge keeps its ratio where its colours do not (see `ratioCoherence`).
    cv::Vec3d ratio = {0, 0, 0}, ratio2 = {0, 0, 0};
    double level = 0;

    /// A sample's colours behind (`a`) and ahead (`b`) at position `position` along the line.
    void add(const cv::Vec3f &af, const cv::Vec3f &bf, bool faintEdge, double position) {
        cv::Vec3d a = af, b = bf;
        count += 1;
        t += position;
        t2 += position * position;
        in += a;
        in2 += a.mul(a);
        inT += a * position;
        out += b;
        out2 += b.mul(b);
        outT += b * position;
        stepLength += cv::norm(b - a);
        if (faintEdge) steps += 1;
        cv::Vec3d r;
        for (int k = 0; k < 3; k++) r[k] = std::log(b[k] + kRatioOffset) - std::log(a[k] + kRatioOffset);
        ratio += r;
        ratio2 += r.mul(r);
        level += (cv::sum(a)[0] + cv::sum(b)[0]) / 6;
    }
    SideColours operator-(const SideColours &o) const {
        SideColours r;
        r.count = count - o.count;
        r.t = t - o.t;
        r.t2 = t2 - o.t2;
        r.in = in - o.in;
        r.in2 = in2 - o.in2;
        r.inT = inT - o.inT;
        r.out = out - o.out;
        r.out2 = out2 - o.out2;
        r.outT = outT - o.outT;
        r.stepLength = stepLength - o.stepLength;
        r.steps = steps - o.steps;
        r.ratio = ratio - o.ratio;
        r.ratio2 = ratio2 - o.ratio2;
        r.level = level - o.level;
        return r;
    }
    /// `noise`: the image's `Work::stepNoise`; the spread that noise alone gives a plain side is
    /// not held against it (a noisy photo of a card on a table is no checked cloth).
    float coherence(float noise) const;
    /// The same judgement made of the step's ratio rather than of either side's colour: 1 − (its
    /// spread along the line) / (1 + its mean), both in grey levels at the line's brightness. A
    /// shadow or a light gradient across a document's side changes the colours on both sides but
    /// not their ratio; the line between two rows of a checked cloth changes sign along its
    /// length, a grain's line at random.
    float ratioCoherence(float noise) const;
    /// Evidence of a faint edge: the share of samples on one, at most the steps' consistency
    /// (length of their sum / sum of their lengths: 1 when the same colour change runs all
    /// along, small for noise or texture, whose steps cancel).
    float faintSupport() const;
};

/// Probe offsets across a side (pixels): where an edge may be, and where inside and outside
/// colours are taken.
constexpr float kEdgeReach = 2.5f;
constexpr float kColourOffset = 3.0f;
/// Where the colours a side's step is compared with are taken (`SideEvidence::sharpness`).
constexpr float kWideOffset = 8.0f;
/// Offsets probed besides 0: every half pixel out to ±kEdgeReach.
constexpr int kEdgeSteps = 10;

/// Whether there is an edge across direction `n` within ±kEdgeReach of `p` (its strength), and
/// the colours kColourOffset behind and ahead of it (false when either lies outside the image).
/// A caller that only asks whether the strength reaches `enough` gets the first strength that
/// does (the search stops there).
bool probe(const Work &w, cv::Point2f p, cv::Point2f n, float &strength, cv::Vec3f &behind, cv::Vec3f &ahead,
           float enough = std::numeric_limits<float>::infinity());

/// Which of a line's consecutive samples sit on a faint edge. `steps` are the colour steps
/// across the line (ahead − behind, see `probe`), `valid` whether both colours were inside the
/// image. A pale card on a pale table differs by a few grey levels, too little for the gradient
/// threshold at each pixel but well above the noise of the flat table, and it is the same step
/// all along its side: a sample counts when its step and the mean step of its neighbours (three
/// to either side) both reach `Work::stepThreshold` and point the same way. Texture and noise
/// change from sample to sample and cancel in the mean; the continuation of an edge into a wood
/// grain or a cloth is no edge.
std::vector<uchar> faintSteps(const Work &w, const std::vector<cv::Vec3f> &steps, const std::vector<uchar> &valid);

SideEvidence measureSide(const Work &w, cv::Point2f a, cv::Point2f b);

/// Whether each of `samples` points `spacing` apart from `from` along `u` sits on an edge
/// across `n`: a gradient above `Work::edgeThreshold`, or (with `faint`) a faint step
/// (`faintSteps`). With `sameStep`, only where the colours to either side change as `sameStep`
/// says (ahead − behind: in direction, and by half to twice as much).
std::vector<uchar> edgeHits(const Work &w, cv::Point2f from, cv::Point2f u, cv::Point2f n, int samples, float spacing, bool faint,
                            const cv::Vec3f *sameStep = nullptr);

struct Candidate {
    Quad q;
    int method = CVB_DOC_EDGES;
    SideEvidence side[4];
    /// Length-weighted mean of support × coherence over the sides.
    double score = 0;
    /// Grown from an outline of texture (`CVB_DOC_TEXTURE`, snapped to edges): it yields to
    /// any other outline found at the same place, so that those are not moved.
    bool fromTexture = false;
};

void measure(const Work &w, Candidate &c);
/// Adds `q` (any corner order) when it is convex and large enough.
void addQuad(const Work &w, std::vector<Candidate> &out, Quad q, int method);

/// Adds, for up to `count` of the largest well supported candidates not made of lines, the
/// outline with each side refitted to the edge near it, when that is better supported (see
/// doc_snap.cpp).
void snapCandidates(const Work &w, std::vector<Candidate> &all, int count);

/// Adds, for the `count` best scored candidates and the `count` / 2 largest well supported ones,
/// the outlines they grow into when the two sides beside one of their sides run on past it (see
/// doc_extend.cpp).
void extendCandidates(const Work &w, std::vector<Candidate> &all, int count);

/// Quads of four straight lines (the image borders among them) from the long edges of `edges`
/// and of `coarseEdges` (a map at a lower resolution): see doc_lines.cpp.
void lineCandidates(const Work &w, const cv::Mat &edges, const cv::Mat &coarseEdges, std::vector<Candidate> &out);

/// Adds outlines of the straight edges near each side of `predicted` (working pixels, corners in
/// order clockwise on screen, side i from corner i to i+1): for each side the `keep` best supported lines within
/// ±`reach[i]` pixels and ±`maxAngle` degrees of it, every combination of them, measured (see
/// doc_guided.cpp). Only lines that keep every point of `inside` at least `margin[i]` pixels
/// inside side i (negative: outside by at most that much) are taken.
void guidedCandidates(const Work &w, const Quad &predicted, const float reach[4], float maxAngle, int keep, const std::vector<cv::Point2f> &inside,
                      const float margin[4], std::vector<Candidate> &out);

/// `q` (working pixels, corners clockwise on screen) with side `side` (from corner `side` to the
/// next) replaced by each of the `keep` best supported straight edges within ±`reach` pixels and
/// ±`maxAngle` degrees of it, the sides beside it run on (or cut short) to meet it, measured.
void movedSideCandidates(const Work &w, const Quad &q, int side, float reach, float maxAngle, int keep, std::vector<Candidate> &out);

}  // namespace docdetect
