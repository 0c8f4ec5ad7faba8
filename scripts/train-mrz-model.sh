#!/usr/bin/env bash
# Trains Zonal's Tesseract LSTM model for the MRZ alphabet (A-Z 0-9 <) from synthetic OCR-B lines
# and writes the small integer model to Sources/Zonal/Resources/tessdata/mrz.traineddata.
#
#   scripts/train-mrz-model.sh            # full run (`make mrz-model`), 51 min-2 h on 2 cores (the committed
#                                         # model: step 3's best checkpoint at iteration 30000, then step
#                                         # 4's 30000 iterations in 28 min + 5 min of data, one thread)
#   TINY=1 scripts/train-mrz-model.sh     # end-to-end smoke test (CI): a few lines and iterations, < 2 min
#
# Resumable: every stage leaves a stamp or a checkpoint under build-mrz-model/ (never committed);
# rerun the same command after an interruption and it carries on from the last checkpoint. Start
# over with `rm -rf build-mrz-model`. Run it in the background on a shared machine, e.g.
#   nohup scripts/train-mrz-model.sh > build-mrz-model.log 2>&1 &
#
# Steps (see DESIGN.md, "Training an MRZ model"):
#  1. `zonal synth-lines` renders lines with fixed seeds: clean ones, augmented ones, a validation
#     set and a test set (held out: other seeds). Training lines are packed into pages with
#     WordStr box files and turned into .lstmf by `tesseract PAGE BASE --psm 13 lstm.train`.
#  2. A starter traineddata from the 37-character alphabet (unicharset_extractor --norm_mode 1,
#     combine_lang_model --pass_through_recoder).
#  3. Curriculum: CLEAN_ITERATIONS on clean lines (training straight on augmented lines stalls
#     emitting `<` runs), then augmented lines up to MAX_ITERATIONS, in chunks of CHUNK
#     iterations; after each chunk the checkpoint is converted and scored on the validation lines
#     (character error rate, exact lines) and the best one is kept.
#  4. Fine-tuning (FINE_ITERATIONS > 0): from the best stage-3 checkpoint, learning rate reset to
#     FINE_LEARNING_RATE, on FRESH lines (other seeds): half `synth-lines --hard` (more 8-13 px
#     sources, heavy JPEG, glare, guilloche, bent baselines, uneven spacing, bold/thin print, tight
#     crops, a share in DejaVu Sans Mono, look-alike letters V/W/M/N/H/O/0 and doubled letters),
#     half ordinary augmented lines, all at capital heights FINE_CAP_MIN..FINE_CAP_MAX (the reader
#     scales to 24 px); with them, the reader's own cuts of the MRZ lines of FINE_READER_DOCS
#     generated photo and as many real-preset documents (`zonal mrz-lines`: the lines as the
#     reader rectified them, with the printed text from the truth; seeds other than the
#     benchmark's). Chunks of FINE_CHUNK iterations, each scored (psm 7, the reader's mode) on
#     the validation lines, FINE_VAL_LINES hard validation lines and the reader's cuts of
#     FINE_READER_VAL_DOCS held-out real-preset documents; the starting checkpoint is scored the
#     same way first, so the result is the best of all of them (fine-scores.tsv).
#  5. The best checkpoint becomes an integer model (--stop_training --convert_to_int), scored on
#     the test lines against `eng` + the MRZ whitelist (report.txt).
#
# Settings (environment): MAX_ITERATIONS, CLEAN_ITERATIONS, CHUNK, CLEAN_LINES, AUG_LINES,
# VAL_LINES, TEST_LINES, MAX_MINUTES (stop starting new chunks after this much training time),
# FINE_ITERATIONS (0 skips step 4), FINE_CHUNK, FINE_LINES, FINE_VAL_LINES, FINE_READER_DOCS,
# FINE_READER_VAL_DOCS, FINE_LEARNING_RATE,
# FINE_CAP_MIN, FINE_CAP_MAX, FINE_MAX_MINUTES (like MAX_MINUTES, for step 4's own time),
# FINE_FACES (font files separated by ':' that a fifth of step 4's hard lines, training and
# validation, are drawn in instead of OCR-B; default: a tenth in DejaVu Sans Mono; data already
# made under WORK is not remade, so change WORK with it),
# TRAIN_THREADS (OpenMP threads of lstmtraining, default 1), WORK (default build-mrz-model, or
# build-mrz-model/tiny with TINY=1), ZONAL (a built `zonal` binary; default: build it with
# `swift build -c release`, scratch path SWIFT_SCRATCH if set), OUTPUT (the model file; TINY=1
# never touches the committed model).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

TINY=${TINY:-0}
if [ "$TINY" = 1 ]; then
  WORK=${WORK:-build-mrz-model/tiny}
  CLEAN_LINES=${CLEAN_LINES:-40}; AUG_LINES=${AUG_LINES:-40}; VAL_LINES=${VAL_LINES:-10}; TEST_LINES=${TEST_LINES:-20}
  CLEAN_ITERATIONS=${CLEAN_ITERATIONS:-10}; MAX_ITERATIONS=${MAX_ITERATIONS:-20}; CHUNK=${CHUNK:-10}
  PACK=${PACK:-20}; LINES_PER_CALL=${LINES_PER_CALL:-40}
  FINE_ITERATIONS=${FINE_ITERATIONS:-20}; FINE_CHUNK=${FINE_CHUNK:-10}; FINE_LINES=${FINE_LINES:-40}; FINE_VAL_LINES=${FINE_VAL_LINES:-10}
  FINE_READER_DOCS=${FINE_READER_DOCS:-5}; FINE_READER_VAL_DOCS=${FINE_READER_VAL_DOCS:-3}
  OUTPUT=${OUTPUT:-$WORK/mrz.traineddata}
else
  WORK=${WORK:-build-mrz-model}
  CLEAN_LINES=${CLEAN_LINES:-4000}; AUG_LINES=${AUG_LINES:-30000}; VAL_LINES=${VAL_LINES:-400}; TEST_LINES=${TEST_LINES:-1000}
  CLEAN_ITERATIONS=${CLEAN_ITERATIONS:-3000}; MAX_ITERATIONS=${MAX_ITERATIONS:-30000}; CHUNK=${CHUNK:-3000}
  PACK=${PACK:-150}; LINES_PER_CALL=${LINES_PER_CALL:-3000}
  FINE_ITERATIONS=${FINE_ITERATIONS:-30000}; FINE_CHUNK=${FINE_CHUNK:-3000}; FINE_LINES=${FINE_LINES:-12000}; FINE_VAL_LINES=${FINE_VAL_LINES:-400}
  FINE_READER_DOCS=${FINE_READER_DOCS:-1000}; FINE_READER_VAL_DOCS=${FINE_READER_VAL_DOCS:-100}
  OUTPUT=${OUTPUT:-Sources/Zonal/Resources/tessdata/mrz.traineddata}
fi
# One thread: with two, OpenMP's spin-waiting made lstmtraining ~5x slower on a busy 2-core machine.
TRAIN_THREADS=${TRAIN_THREADS:-1}
MAX_MINUTES=${MAX_MINUTES:-}
FINE_MAX_MINUTES=${FINE_MAX_MINUTES:-}
FINE_LEARNING_RATE=${FINE_LEARNING_RATE:-0.0005}
FINE_CAP_MIN=${FINE_CAP_MIN:-20} FINE_CAP_MAX=${FINE_CAP_MAX:-32}
FINE_FACES=${FINE_FACES:-}
CLEAN_SEED=101 AUG_SEED=202 VAL_SEED=303 TEST_SEED=404
FINE_HARD_SEED=505 FINE_AUG_SEED=506 FINE_VAL_SEED=606
# Documents for the reader's own line cuts: photo SEED, real SEED + 1 (the benchmark uses 2026-2028).
FINE_READER_SEED=707 FINE_READER_VAL_SEED=808
NET_SPEC='[1,36,0,1 Ct3,3,16 Mp3,3 Lfys32 Lfx64 Lrx64 Lfx96 O1c40]'
LEARNING_RATE=0.002
ALPHABET='ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<'
ENG_TESSDATA=${ENG_TESSDATA:-/usr/share/tesseract-ocr/5/tessdata}

log() { printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }
die() { log "error: $*"; exit 1; }

for tool in tesseract lstmtraining unicharset_extractor combine_lang_model; do
  command -v "$tool" >/dev/null || die "$tool not found (install tesseract-ocr: scripts/install-deps.sh)"
done
[ -f "$ENG_TESSDATA/eng.traineddata" ] || die "no eng.traineddata in $ENG_TESSDATA (install tesseract-ocr-eng)"
[ -f /usr/share/fonts/opentype/ocr-b/OCRB.otf ] || die "OCR-B is missing (install fonts-ocr-b)"
[ $((LINES_PER_CALL % PACK)) -eq 0 ] || die "LINES_PER_CALL must be a multiple of PACK"

mkdir -p "$WORK"
WORK=$(cd "$WORK" && pwd)
evaluate="$root/scripts/mrz-model/evaluate.sh"

# --- the line generator -------------------------------------------------------------------------
zonal_path=${ZONAL:-}
ensure_zonal() {  # builds zonal the first time a stage needs it (not when everything is made already)
  [ -n "$zonal_path" ] && return
  log "building zonal (release)"
  local scratch=()
  [ -n "${SWIFT_SCRATCH:-}" ] && scratch=(--scratch-path "$SWIFT_SCRATCH")
  swift build -c release --product zonal "${scratch[@]}" >&2 || die "swift build failed"
  zonal_path=$(swift build -c release --product zonal "${scratch[@]}" --show-bin-path)/zonal
}

# Single line images + ground truth (validation and test sets).
make_lines() {  # DIR SEED COUNT [--clean]
  local dir=$1 seed=$2 count=$3; shift 3
  [ -f "$dir/.done" ] && return
  rm -rf "$dir"
  ensure_zonal
  "$zonal_path" synth-lines --out "$dir" --count "$count" --seed "$seed" "$@"
  touch "$dir/.done"
}

# Training pages → .lstmf, LINES_PER_CALL lines at a time (each batch stamped, so it resumes).
make_training_data() {  # DIR SEED COUNT [--clean]
  local dir=$1 seed=$2 count=$3; shift 3
  mkdir -p "$dir"
  local first=0
  while [ "$first" -lt "$count" ]; do
    local n=$((count - first < LINES_PER_CALL ? count - first : LINES_PER_CALL))
    local stamp="$dir/.batch-$first-$n"
    if [ ! -f "$stamp" ]; then
      log "rendering lines $first..$((first + n - 1)) of $count into $dir"
      ensure_zonal
      "$zonal_path" synth-lines --out "$dir" --first "$first" --count "$n" --seed "$seed" --pack "$PACK" "$@"
      local pages=()
      local p
      for ((p = first / PACK; p < (first + n + PACK - 1) / PACK; p++)); do pages+=("$(printf 'page-%05d' "$p")"); done
      to_lstmf "$dir" "${pages[@]}"
      touch "$stamp"
    fi
    first=$((first + n))
  done
  find "$dir" -name 'page-*.lstmf' | sort > "$dir.list"
}

to_lstmf() {  # DIR PAGE... → DIR/PAGE.lstmf, two tesseract processes at a time (each single-threaded)
  local dir=$1; shift
  printf '%s\n' "$@" | (cd "$dir" && OMP_THREAD_LIMIT=1 xargs -P 2 -I{} sh -c 'tesseract {}.png {} --psm 13 lstm.train >/dev/null 2>{}.log && rm -f {}.png {}.log')
  local p
  for p in "$@"; do [ -s "$dir/$p.lstmf" ] || die "no $dir/$p.lstmf (see $dir/$p.log)"; done
}

# The reader's own cuts of the MRZ lines of COUNT generated documents of PRESET (`zonal mrz-lines`):
# what the model really sees after the reader's rectification. Training pages (→ .lstmf and
# DIR.list) with --pack, else single line images.
make_reader_lines() {  # DIR PRESET SEED COUNT [--pack K]
  local dir=$1 preset=$2 seed=$3 count=$4; shift 4
  if [ ! -f "$dir/.done" ]; then
    log "cutting the MRZ lines of $count $preset documents (seed $seed) into $dir"
    rm -rf "$dir" "$dir.docs"
    ensure_zonal
    "$zonal_path" synth --out "$dir.docs" --count "$count" --seed "$seed" --preset "$preset" >/dev/null
    "$zonal_path" mrz-lines --samples "$dir.docs" --out "$dir" --workers 2 "$@"
    rm -rf "$dir.docs"
    if [ "$#" -gt 0 ]; then
      local pages=()
      mapfile -t pages < <(cd "$dir" && ls page-*.png | sed 's/\.png$//')
      to_lstmf "$dir" "${pages[@]}"
    fi
    touch "$dir/.done"
  fi
  [ "$#" -gt 0 ] && find "$dir" -name 'page-*.lstmf' | sort > "$dir.list"
  return 0
}

# --- 1. data ------------------------------------------------------------------------------------
log "data in $WORK"
make_training_data "$WORK/data/clean" "$CLEAN_SEED" "$CLEAN_LINES" --clean
make_training_data "$WORK/data/aug" "$AUG_SEED" "$AUG_LINES"
make_lines "$WORK/val" "$VAL_SEED" "$VAL_LINES"
make_lines "$WORK/test/aug" "$TEST_SEED" "$TEST_LINES"
make_lines "$WORK/test/clean" "$TEST_SEED" "$((TEST_LINES / 3 > 10 ? TEST_LINES / 3 : 10))" --clean
if [ "$FINE_ITERATIONS" -gt 0 ]; then
  fine_caps=(--cap-height "$FINE_CAP_MIN" --max-cap-height "$FINE_CAP_MAX")
  hard_faces=()
  if [ -n "$FINE_FACES" ]; then IFS=: read -r -a faces <<< "$FINE_FACES"; hard_faces=(--hard-faces "${faces[@]}"); fi
  make_training_data "$WORK/data/fine-hard" "$FINE_HARD_SEED" "$((FINE_LINES / 2))" --hard "${fine_caps[@]}" "${hard_faces[@]}"
  make_training_data "$WORK/data/fine-aug" "$FINE_AUG_SEED" "$((FINE_LINES - FINE_LINES / 2))" "${fine_caps[@]}"
  make_reader_lines "$WORK/data/fine-reader-photo" photo "$FINE_READER_SEED" "$FINE_READER_DOCS" --pack "$PACK"
  make_reader_lines "$WORK/data/fine-reader-real" real "$((FINE_READER_SEED + 1))" "$FINE_READER_DOCS" --pack "$PACK"
  # Interleaved, so every stretch of training sees every kind.
  paste -d '\n' "$WORK/data/fine-hard.list" "$WORK/data/fine-aug.list" "$WORK/data/fine-reader-photo.list" \
    "$WORK/data/fine-reader-real.list" | sed '/^$/d' > "$WORK/data/fine.list"
  make_lines "$WORK/val-fine" "$FINE_VAL_SEED" "$FINE_VAL_LINES" --hard "${fine_caps[@]}" "${hard_faces[@]}"
  make_reader_lines "$WORK/val-reader" real "$FINE_READER_VAL_SEED" "$FINE_READER_VAL_DOCS"
fi

# --- 2. starter traineddata ---------------------------------------------------------------------
starter="$WORK/starter/mrz/mrz.traineddata"
if [ ! -f "$starter" ]; then
  log "starter traineddata"
  rm -rf "$WORK/starter"; mkdir -p "$WORK/starter"
  printf '%s\n' "$ALPHABET" > "$WORK/starter/alphabet.txt"
  printf '\n' > "$WORK/starter/radical-stroke.txt"
  unicharset_extractor --norm_mode 1 --output_unicharset "$WORK/starter/unicharset" "$WORK/starter/alphabet.txt" >/dev/null 2>&1
  combine_lang_model --input_unicharset "$WORK/starter/unicharset" --script_dir "$WORK/starter" \
    --output_dir "$WORK/starter" --lang mrz --pass_through_recoder >/dev/null 2>&1
  [ -f "$starter" ] || die "combine_lang_model made no $starter"
fi

# --- 3. training --------------------------------------------------------------------------------
export OMP_THREAD_LIMIT=$TRAIN_THREADS
train_log="$WORK/train.log"
scores="$WORK/scores.tsv"
[ -f "$scores" ] || printf 'iteration\tcer_pct\texact_pct\n' > "$scores"
seconds_file="$WORK/.train-seconds"   # training time so far, across resumptions
[ -f "$seconds_file" ] || echo 0 > "$seconds_file"

train_until() {  # MODEL_OUTPUT LISTFILE ITERATIONS [lstmtraining args...]
  local output=$1 list=$2 iterations=$3; shift 3
  mkdir -p "$(dirname "$output")"
  local t0; t0=$(date +%s)
  # An existing OUTPUT_checkpoint takes priority over --continue_from / --net_spec (resumption).
  lstmtraining --traineddata "$starter" --model_output "$output" --train_listfile "$list" \
    --max_iterations "$iterations" "$@" >> "$train_log" 2>&1 || die "lstmtraining failed (see $train_log)"
  # lstmtraining also keeps every new best-training-error model (3 MB each); we score our own.
  rm -f "$output"_[0-9]*.checkpoint
  echo $(( $(cat "$seconds_file") + $(date +%s) - t0 )) > "$seconds_file"
}

checkpoint_iteration() {  # the last training iteration lstmtraining reported
  grep -o 'At iteration [0-9]*/[0-9]*' "$train_log" | tail -1 | cut -d/ -f2
}

to_int_model() {  # CHECKPOINT OUT
  lstmtraining --stop_training --convert_to_int --continue_from "$1" --traineddata "$starter" \
    --model_output "$2" >> "$train_log" 2>&1 || die "could not convert $1 (see $train_log)"
}

score() {  # TRAINEDDATA DIR [PSM] → the evaluate.sh line
  local data=$1 dir=$2 psm=${3:-13}
  local td; td=$(mktemp -d)
  cp "$data" "$td/mrz.traineddata"
  "$evaluate" "$dir" mrz "$td" "$psm"
  rm -rf "$td"
}

field() { sed -n "s/.*$1=\([0-9.]*\).*/\1/p"; }

if [ ! -f "$WORK/ck/clean/.done" ]; then
  log "stage 1: $CLEAN_ITERATIONS iterations on clean lines"
  train_until "$WORK/ck/clean/mrz" "$WORK/data/clean.list" "$CLEAN_ITERATIONS" \
    --net_spec "$NET_SPEC" --learning_rate "$LEARNING_RATE"
  touch "$WORK/ck/clean/.done"
fi

# Iterations the augmented checkpoint holds (stage 2 counts from 0), as of the last finished run.
aug_iterations() { cat "$WORK/ck/aug/.iterations" 2>/dev/null || echo 0; }

# Converts the augmented checkpoint, scores it on the validation lines (once per iteration count)
# and keeps it as the best when its character error rate is the lowest so far.
score_checkpoint() {
  local total=$((CLEAN_ITERATIONS + $(aug_iterations)))
  grep -q "^$total	" "$scores" && return
  to_int_model "$WORK/ck/aug/mrz_checkpoint" "$WORK/ck/current.traineddata"
  local result cer exact best_cer
  result=$(OMP_THREAD_LIMIT=1 score "$WORK/ck/current.traineddata" "$WORK/val")
  cer=$(echo "$result" | field cer_pct); exact=$(echo "$result" | field exact_pct)
  log "iteration $total ($CLEAN_ITERATIONS clean + $(aug_iterations) augmented): validation $result"
  best_cer=$(awk -F '\t' 'NR > 1 { if (best == "" || $2 < best) best = $2 } END { print best }' "$scores")
  if [ -z "$best_cer" ] || awk -v a="$cer" -v b="$best_cer" 'BEGIN { exit !(a < b) }'; then
    cp "$WORK/ck/aug/mrz_checkpoint" "$WORK/ck/best.checkpoint"
    echo "$total" > "$WORK/ck/best.iteration"
    log "new best checkpoint (CER $cer%)"
  fi
  printf '%s\t%s\t%s\n' "$total" "$cer" "$exact" >> "$scores"
}

target=$CLEAN_ITERATIONS
while [ "$target" -lt "$MAX_ITERATIONS" ]; do
  target=$((target + CHUNK > MAX_ITERATIONS ? MAX_ITERATIONS : target + CHUNK))
  if [ $((CLEAN_ITERATIONS + $(aug_iterations))) -ge "$target" ]; then continue; fi   # trained earlier
  if [ -n "$MAX_MINUTES" ] && [ $(( $(cat "$seconds_file") / 60 )) -ge "$MAX_MINUTES" ]; then
    log "MAX_MINUTES=$MAX_MINUTES of training reached: stopping before iteration $target"
    break
  fi
  log "stage 2: augmented lines up to iteration $target"
  # --continue_from starts counting at 0 again; a restored OUTPUT_checkpoint keeps its count.
  train_until "$WORK/ck/aug/mrz" "$WORK/data/aug.list" "$((target - CLEAN_ITERATIONS))" \
    --continue_from "$WORK/ck/clean/mrz_checkpoint" --target_error_rate 0.0001
  checkpoint_iteration > "$WORK/ck/aug/.iterations"
  score_checkpoint
done
[ -f "$WORK/ck/aug/mrz_checkpoint" ] && score_checkpoint

best="$WORK/ck/best.checkpoint"
if [ ! -f "$best" ]; then
  # No augmented chunk (MAX_ITERATIONS <= CLEAN_ITERATIONS): use the clean stage.
  best="$WORK/ck/clean/mrz_checkpoint"
  echo "$CLEAN_ITERATIONS" > "$WORK/ck/best.iteration"
fi

# --- 4. fine-tuning -----------------------------------------------------------------------------
fine="$WORK/ck/fine"
fine_scores="$WORK/fine-scores.tsv"
fine_seconds="$WORK/.fine-seconds"
fine_iterations() { cat "$fine/.iterations" 2>/dev/null || echo 0; }

# Scores CHECKPOINT (as fine-tuning iteration N) at psm 7 on the validation lines, the hard ones and
# the reader's own cuts (held-out documents), once per N, and keeps it as ck/fine/best.checkpoint
# when its character error rate over all three is the lowest so far.
score_fine() {  # CHECKPOINT N
  local checkpoint=$1 n=$2
  grep -q "^$n	" "$fine_scores" && return
  to_int_model "$checkpoint" "$fine/current.traineddata"
  local a b c errors chars exact lines cer exact_pct best_cer
  a=$(OMP_THREAD_LIMIT=1 score "$fine/current.traineddata" "$WORK/val" 7)
  b=$(OMP_THREAD_LIMIT=1 score "$fine/current.traineddata" "$WORK/val-fine" 7)
  c=$(OMP_THREAD_LIMIT=1 score "$fine/current.traineddata" "$WORK/val-reader" 7)
  errors=$(( $(echo "$a" | field errors) + $(echo "$b" | field errors) + $(echo "$c" | field errors) ))
  chars=$(( $(echo "$a" | field chars) + $(echo "$b" | field chars) + $(echo "$c" | field chars) ))
  exact=$(( $(echo "$a" | field exact) + $(echo "$b" | field exact) + $(echo "$c" | field exact) ))
  lines=$(( $(echo "$a" | field lines) + $(echo "$b" | field lines) + $(echo "$c" | field lines) ))
  cer=$(awk -v e="$errors" -v c="$chars" 'BEGIN { printf "%.2f", 100 * e / c }')
  exact_pct=$(awk -v e="$exact" -v l="$lines" 'BEGIN { printf "%.1f", 100 * e / l }')
  log "fine-tuning iteration $n: validation CER $cer% exact $exact_pct% (val: $(echo "$a" | field cer_pct)%, val-fine: $(echo "$b" | field cer_pct)%, val-reader: $(echo "$c" | field cer_pct)%)"
  best_cer=$(awk -F '\t' 'NR > 1 { if (best == "" || $2 < best) best = $2 } END { print best }' "$fine_scores")
  if [ -z "$best_cer" ] || awk -v a="$cer" -v b="$best_cer" 'BEGIN { exit !(a < b) }'; then
    cp "$checkpoint" "$fine/best.checkpoint"
    echo "$n" > "$fine/best.iteration"
    log "new best fine-tuning checkpoint (CER $cer%)"
  fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$n" "$cer" "$exact_pct" "$(echo "$a" | field cer_pct)" "$(echo "$b" | field cer_pct)" "$(echo "$c" | field cer_pct)" >> "$fine_scores"
}

if [ "$FINE_ITERATIONS" -gt 0 ]; then
  mkdir -p "$fine"
  [ -f "$fine_scores" ] || printf 'fine_iteration\tcer_pct\texact_pct\tval_cer_pct\tval_fine_cer_pct\tval_reader_cer_pct\n' > "$fine_scores"
  [ -f "$fine_seconds" ] || echo 0 > "$fine_seconds"
  # The starting point, kept unchanged (stage 3 may be rerun, its best must not move under us).
  [ -f "$fine/start.checkpoint" ] || cp "$best" "$fine/start.checkpoint"
  score_fine "$fine/start.checkpoint" 0
  target=0
  while [ "$target" -lt "$FINE_ITERATIONS" ]; do
    target=$((target + FINE_CHUNK > FINE_ITERATIONS ? FINE_ITERATIONS : target + FINE_CHUNK))
    if [ "$(fine_iterations)" -ge "$target" ]; then continue; fi
    if [ -n "$FINE_MAX_MINUTES" ] && [ $(( $(cat "$fine_seconds") / 60 )) -ge "$FINE_MAX_MINUTES" ]; then
      log "FINE_MAX_MINUTES=$FINE_MAX_MINUTES of fine-tuning reached: stopping before iteration $target"
      break
    fi
    log "stage 4: fine-tuning up to iteration $target (learning rate $FINE_LEARNING_RATE)"
    seconds_before=$(cat "$seconds_file")
    train_until "$fine/mrz" "$WORK/data/fine.list" "$target" \
      --continue_from "$fine/start.checkpoint" --learning_rate "$FINE_LEARNING_RATE" --reset_learning_rate \
      --target_error_rate 0.0001
    echo $(( $(cat "$fine_seconds") + $(cat "$seconds_file") - seconds_before )) > "$fine_seconds"
    checkpoint_iteration > "$fine/.iterations"
    score_fine "$fine/mrz_checkpoint" "$(fine_iterations)"
  done
  [ -f "$fine/mrz_checkpoint" ] && score_fine "$fine/mrz_checkpoint" "$(fine_iterations)"
  best="$fine/best.checkpoint"
  if [ "$(cat "$fine/best.iteration")" != 0 ]; then
    echo "$(cat "$WORK/ck/best.iteration") + $(cat "$fine/best.iteration") fine-tuning" > "$WORK/ck/final.iteration"
  else
    echo "$(cat "$WORK/ck/best.iteration") (fine-tuning did not beat it)" > "$WORK/ck/final.iteration"
  fi
else
  cp "$WORK/ck/best.iteration" "$WORK/ck/final.iteration"
fi

# --- 5. the model and the report ----------------------------------------------------------------
log "converting the best checkpoint (iteration $(cat "$WORK/ck/final.iteration")) to an integer model"
mkdir -p "$(dirname "$OUTPUT")"
to_int_model "$best" "$WORK/mrz.int.traineddata"
[ "$WORK/mrz.int.traineddata" -ef "$OUTPUT" ] || cp "$WORK/mrz.int.traineddata" "$OUTPUT"

export OMP_THREAD_LIMIT=1
report="$WORK/report.txt"
{
  echo "MRZ model: $OUTPUT ($(stat -c %s "$OUTPUT") bytes), best checkpoint at iteration $(cat "$WORK/ck/final.iteration") (of $MAX_ITERATIONS + $FINE_ITERATIONS fine-tuning)"
  echo "training time: $(( $(cat "$seconds_file") / 60 )) min (fine-tuning $(( $(cat "$fine_seconds" 2>/dev/null || echo 0) / 60 )) min); validation scores per chunk in $scores and $fine_scores"
  for set in aug clean; do
    echo "test/$set (held out, seed $TEST_SEED):"
    for psm in 13 7; do
      echo "  mrz            psm $psm: $(score "$OUTPUT" "$WORK/test/$set" "$psm")"
      echo "  eng+whitelist  psm $psm: $("$evaluate" "$WORK/test/$set" eng "$ENG_TESSDATA" "$psm")"
    done
  done
} > "$report"
cat "$report"
log "done: $OUTPUT"
