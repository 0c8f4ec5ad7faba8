// Shared by the document detector's .cpp files: quad geometry, the working copy, and how well
// image edges support a side.
#pragma once
#include "bridge_support.hpp"
#include "cvb_document.h"
#include <opencv2/imgproc.hpp>
#include <array>
#include <cmath>
#include <vector>

namespace docdetect {

using Quad = std::array<cv::Point2f, 4>;

inline float cross(cv::Point2f a, cv::Point2f b) { return a.x * b.y - a.y * b.x; }

inline double polygonArea(const Quad &q) {
    double a = 0;
    for (int i = 0; i < 4; i++) a += cross(q[i], q[(i + 1) % 4]);
    return a / 2;
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
};

/// Colours sampled a few pixels to either side of a line, summed so that any stretch of the line
/// can be judged from prefix sums. A document's edge has one uniform side (the paper, or the
/// table beyond a card printed to its edge); a line of a checked cloth or of a wood grain has
/// texture on both. Coherence = 1 − (spread of the more uniform side) / (1 + difference of the
/// two sides' mean colours), clamped to 0...1.
struct SideColours {
    float count = 0;
    cv::Vec3f in = {0, 0, 0}, in2 = {0, 0, 0}, out = {0, 0, 0}, out2 = {0, 0, 0};

    void add(const cv::Vec3f &a, const cv::Vec3f &b) {
        count += 1;
        in += a;
        out += b;
        in2 += a.mul(a);
        out2 += b.mul(b);
    }
    SideColours operator-(const SideColours &o) const {
        SideColours r;
        r.count = count - o.count;
        r.in = in - o.in;
        r.in2 = in2 - o.in2;
        r.out = out - o.out;
        r.out2 = out2 - o.out2;
        return r;
    }
    float coherence() const;
};

/// Probe offsets across a side (pixels): where an edge may be, and where inside and outside
/// colours are taken.
constexpr float kEdgeReach = 2.5f;
constexpr float kColourOffset = 3.0f;

/// Whether there is an edge across direction `n` within ±kEdgeReach of `p` (its strength), and
/// the colours kColourOffset behind and ahead of it (false when either lies outside the image).
bool probe(const Work &w, cv::Point2f p, cv::Point2f n, float &strength, cv::Vec3f &behind, cv::Vec3f &ahead);

SideEvidence measureSide(const Work &w, cv::Point2f a, cv::Point2f b);

struct Candidate {
    Quad q;
    int method = CVB_DOC_EDGES;
    SideEvidence side[4];
    /// Length-weighted mean of support × coherence over the sides.
    double score = 0;
};

void measure(const Work &w, Candidate &c);
/// Adds `q` (any corner order) when it is convex and large enough.
void addQuad(const Work &w, std::vector<Candidate> &out, Quad q, int method);

/// Quads of four straight lines (the image borders among them): see doc_lines.cpp.
void lineCandidates(const Work &w, const cv::Mat &edges, std::vector<Candidate> &out);

}  // namespace docdetect
