// Document outlines: the pixel work of the document detector. The native side proposes
// quadrilaterals and measures how well image edges support each side; which one is the document
// (aspect, area, perspective, the image border) is decided in Swift.
#ifndef CVB_DOCUMENT_H
#define CVB_DOCUMENT_H
#include "cvb_image.h"
#ifdef __cplusplus
extern "C" {
#endif

/// How a candidate was found.
enum {
    /// The outline of a contour in an edge map (several Canny thresholds, grey and colour, and a
    /// faint map just above the image's noise), possibly snapped to the edges near its sides.
    CVB_DOC_EDGES = 0,
    /// The outline of a bright or dark region (Otsu on brightness or saturation).
    CVB_DOC_REGION = 1,
    /// Four straight lines (Hough segments merged into lines; the image borders count as lines).
    /// Candidates grown past a line of print keep the method of the outline they grew from.
    CVB_DOC_LINES = 2,
    /// The outline of the region where the image has the texture of print (a pale document on a
    /// plain table whose edges are not seen): rough, since print stops short of the edge.
    CVB_DOC_TEXTURE = 3,
};

/// A quadrilateral that may be a document's outline, in input-image pixels. Corners go clockwise
/// on screen (top-left, top-right, bottom-right, bottom-left of the image's own axes), starting
/// at the corner nearest the image's top-left; side i runs from corner i to corner i+1.
typedef struct {
    cvb_quad quad;
    /// Share (0...1) of the samples along each side that sit on an edge across the side: a
    /// gradient above the image's texture, or a faint but steady colour step (a pale card on a
    /// pale table), whichever share is larger.
    float side_support[4];
    /// Median edge strength across each side (grey levels per pixel, strongest channel).
    float side_strength[4];
    /// Whether one side of each side's line is uniform along it (0...1): a document's edge has
    /// the paper (or, beside print running to the edge, the table) on one side; a line of a
    /// checked cloth or a wood grain has texture on both. A smooth change of light along the line
    /// and the image's noise do not count against it.
    float side_coherence[4];
    /// Share (0...1) of each side's continuation past its corners (a tenth of its length, the
    /// larger end) that is still on the same edge (a strong one, with the same colours to either
    /// side): a document's corners end its edges; corners of print inside a document, or of a
    /// checked cloth, have edges running through them.
    float side_overrun[4];
    /// How sharp each side's colour step is: the median over its samples of the step between the
    /// colours 3 working pixels to either side over the step between those 8 to either side.
    /// About 1 for a document's edge; under a half for a ramp of light or a shadow's soft outer
    /// edge (and for a few document edges with print just inside them); 1 where the wider step
    /// is too small to tell (a faint edge).
    float side_sharpness[4];
    int method;
} cvb_doc_candidate;

/// What the image as a whole shows, beside its candidates.
typedef struct {
    /// Share of working pixels on an edge (0 for a blank image).
    float edge_share;
    /// The same in a strip along each image border (top, right, bottom, left; 2% of the image
    /// across): a scan cropped to the document has print and pattern up to its borders, a photo
    /// of a document has plain table there.
    float border_edge_share[4];
} cvb_doc_scene;

/// A document search in steps: the quick candidates first (contours of edge maps, bright and dark
/// regions, regions of the table's tint, each snapped to the edges near it), the outlines of four
/// straight lines only when asked for (the slow part: about 40 of 65 ms on an 800-pixel copy).
/// A document clearly outlined on a plain table needs no lines.
typedef struct cvb_doc_search cvb_doc_search;

/// Starts a search for document outlines in an image (1 or 3 channels) of any size, working on a
/// copy whose long side is `work_size` pixels, and finds its quick candidates. Candidates covering
/// less than `min_area_share` of the image are left out. Writes what the image shows as a whole
/// (`scene`, may be NULL). Free the search with `cvb_document_search_free`.
int cvb_document_search_begin(const cvb_image *image, int work_size, float min_area_share, cvb_doc_search **out,
                              cvb_doc_scene *scene, cvb_error *err);
/// Adds the outlines of four straight lines (once; later calls do nothing).
int cvb_document_search_add_lines(cvb_doc_search *search, cvb_error *err);
/// The candidates found so far, with those grown past a line of print: up to `capacity`, the
/// best supported and most coherent first.
int cvb_document_search_candidates(const cvb_doc_search *search, cvb_doc_candidate *candidates, int capacity, int *count,
                                   cvb_error *err);
/// Share of the pixels outside `quad` (input pixels), grown by `margin` × the image diagonal,
/// that lie on an edge of the middle Canny map: about 0 for a document on a plain table, more
/// when the quad is a panel of print inside the document (the rest of its print lies outside).
int cvb_document_search_edges_outside(const cvb_doc_search *search, cvb_quad quad, float margin, float *share,
                                      cvb_error *err);
/// Outlines of the straight edges near each side of `predicted` (input pixels, corners clockwise
/// on screen, side i from corner i to i+1): the `keep` best supported lines (1...6) within
/// ±`reach[i]` input pixels and ±`max_angle` degrees of each side that keep each of the
/// `inside_count` points `inside` at least `margin[i]` pixels inside side i (negative: outside
/// by at most that much), combined; up to `capacity`, the best supported and most coherent first.
/// For a document whose place is known roughly (a passport page placed from its MRZ, which it
/// holds) but whose edges are too faint or short to outline on their own.
int cvb_document_search_guided(const cvb_doc_search *search, cvb_quad predicted, const float reach[4], float max_angle, int keep,
                               const cvb_point *inside, int inside_count, const float margin[4], cvb_doc_candidate *candidates, int capacity,
                               int *count, cvb_error *err);
/// `quad` (input pixels, corners clockwise on screen) with side `side` (0...3, from corner `side`
/// to the next) replaced by each of the `keep` (1...6) best supported straight edges within
/// ±`reach` input pixels and ±`max_angle` degrees of it, the sides beside it run on or cut short to
/// meet it, measured; up to `capacity`, in the order of the lines' support.
int cvb_document_search_moved_side(const cvb_doc_search *search, cvb_quad quad, int side, float reach, float max_angle, int keep,
                                   cvb_doc_candidate *candidates, int capacity, int *count, cvb_error *err);
/// The median absolute deviation of the grey levels inside `quad` (input pixels) on the working
/// copy, blurred (`spread`: a few levels for paper, tens for a checked cloth), and the range of
/// the middle 80% of them (`range`), which a pattern of two colours fills even when one covers
/// most of the region, and their `median`. All -1 for a region of fewer than eight working pixels.
int cvb_document_search_grey_levels(const cvb_doc_search *search, cvb_quad quad, float *spread, float *range, float *median, cvb_error *err);
/// The median chroma (CIE a*, b*) of the working pixels inside `quad`: the tint of a region, which
/// tells a tinted card from a grey table as light as it. Both NAN for fewer than eight pixels.
int cvb_document_search_chroma(const cvb_doc_search *search, cvb_quad quad, float *a, float *b, cvb_error *err);
void cvb_document_search_free(cvb_doc_search *search);

/// Fits each side of `quad` (input pixels) to the strongest edge within `search` pixels across it
/// at full resolution (leaving out the side's ends, where a card's corner is rounded) and
/// intersects the fitted lines. A side without enough edge keeps its line; a corner that would
/// move more than twice `search` keeps its place. Writes the refined quad and each side's
/// support (share of samples that found an edge).
int cvb_document_refine(const cvb_image *image, cvb_quad quad, float search, cvb_quad *out, float *side_support,
                        cvb_error *err);

#ifdef __cplusplus
}
#endif
#endif
