# The two README commands: `make run` (read the bundled TestImages) and `make test`.
# Both install the Debian packages they need first, and are safe to repeat.
SWIFT ?= swift
# Tesseract's OpenMP threads fight our own worker pool; the `zonal` binary sets this itself,
# the test runner gets it here.
export OMP_THREAD_LIMIT := 1

.PHONY: deps build release run test bench clean

deps:
	@./scripts/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product zonal

run: release
	.build/release/zonal mrz TestImages

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	./scripts/mrz-model/smoke-test.sh

bench: release
	.build/release/zonal bench

clean:
	rm -rf .build

# The project's OCR-B model for MRZ lines (Sources/Zonal/Resources/tessdata/mrz.traineddata),
# trained from synthetic lines: 51 min (2026-11-25, other work on the second core) to about 2 h
# (an earlier run) on 2 cores, resumable (rerun it after an interruption; work files in
# build-mrz-model/). `make mrz-model TINY=1` is a < 2 min smoke test that leaves the committed
# model alone.
.PHONY: mrz-model
mrz-model: deps
	TINY=$(TINY) ./scripts/train-mrz-model.sh
