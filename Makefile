# Kartoteka: `make run` starts the server with demo data; `make test` runs every test.
# `make run DB=postgresql://user@host/dbname` runs it on an (empty or Kartoteka's) PostgreSQL database.
# Both install what is missing first (Debian packages via apt, test tools from PyPI into .venv).

SHELL := /bin/bash
HOST ?= 127.0.0.1
PORT ?= 3000
DB ?= data/kartoteka.sqlite
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
VENV := .venv
PYTHON := $(VENV)/bin/python
TEST_WORKERS ?= auto

BUILD_PACKAGES := pkg-config libsqlite3-dev libmicrohttpd-dev libcurl4-openssl-dev libzbar-dev \
	libqrencode-dev libsodium-dev libpng-dev libjpeg62-turbo-dev libpq-dev libyaz-dev libxml2-dev libstemmer-dev
TEST_PACKAGES := sqlite3 chromium chromium-driver fonts-noto-color-emoji yaz idzebra-2.0 zbar-tools qrencode postgresql \
	poppler-utils
BENCH_PACKAGES := nginx-light wrk valgrind hyperfine linux-perf

# Installs the Debian packages of $(1) that are not installed yet.
define apt_install
	@missing=$$(for package in $(1); do dpkg -s $$package >/dev/null 2>&1 || echo $$package; done); \
	if [ -n "$$missing" ]; then \
		echo "Installing Debian packages:" $$missing; \
		$(SUDO) apt-get update -q && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -q $$missing; \
	fi
endef

FUZZ_SECONDS ?= 60
FUZZ_TARGETS := BookCard ISBN IRBISText ISO2709

.PHONY: run test bench fuzz deps test-deps bench-deps build build-debug clean

run: build
	@case '$(DB)' in *://*) ;; *) mkdir -p '$(dir $(DB))' ;; esac
	@echo "Kartoteka: http://$(HOST):$(PORT)"
	@.build/release/kartoteka --db '$(DB)' serve --create --demo --host $(HOST) --port $(PORT)

# Swift Testing runs the Swift suites in parallel in one process; the Python suite runs on
# TEST_WORKERS pytest-xdist workers, a file to a worker, then its `serial` tests (timing under load) alone.
# The tests' databases, servers, browsers and files live in a temporary directory of the run's own
# (open to every account as /tmp is: the PostgreSQL test clusters run as postgres), removed when the
# run ends however it ends, so that runs do not fill the system's /tmp.
test: test-deps build-debug
	@scratch=$$(mktemp -d /tmp/kartoteka-test-run.XXXXXX) && trap 'rm -rf "$$scratch"' EXIT && chmod 1777 "$$scratch" && \
	export TMPDIR="$$scratch" && \
	set -x && $(SWIFT) test && \
	$(PYTHON) -m pytest -q -n $(TEST_WORKERS) --dist loadfile -m "not serial" Tests/Python && \
	$(PYTHON) -m pytest -q -m serial Tests/Python

# Benchmarks on the full dataset (generated once into .build/bench-data/), written to docs/benchmarks.md.
# BASELINE names an older revision whose release build answers /locations in the same rounds
# (built once into .build/bench-baseline/); `make bench BASELINE=` leaves the comparison out.
BASELINE ?= 30a9db8
bench: bench-deps build
	$(SWIFT_IN_BUILD_TMP) $(SWIFT) build $(RELEASE) --product kartoteka-dataset
	$(PYTHON) Benchmarks/run.py $(if $(BASELINE),--baseline $(BASELINE))

# Runs every libFuzzer target for FUZZ_SECONDS each, growing its corpus; a crash stops with the
# input saved under Fuzz/Crashes/ (commit it to Fuzz/Corpus/<target>/ once fixed).
fuzz: deps
	cd Fuzz && $(SWIFT) build --sanitize=fuzzer --sanitize=address
	@mkdir -p Fuzz/Crashes
	@for target in $(FUZZ_TARGETS); do \
		echo "Fuzzing $$target for $(FUZZ_SECONDS) s"; \
		mkdir -p .build/fuzz-corpus/$$target; \
		SWIFT_BACKTRACE=enable=no Fuzz/.build/debug/Fuzz$$target -max_total_time=$(FUZZ_SECONDS) -timeout=10 \
			-rss_limit_mb=4096 -artifact_prefix=Fuzz/Crashes/$$target- .build/fuzz-corpus/$$target Fuzz/Corpus/$$target || exit 1; \
	done

deps:
	$(call apt_install,$(BUILD_PACKAGES))

test-deps: deps $(VENV)/.installed
	$(call apt_install,$(TEST_PACKAGES))

bench-deps: test-deps
	$(call apt_install,$(BENCH_PACKAGES))

$(VENV)/.installed: Tests/Python/requirements.txt
	@python3 -m venv $(VENV) 2>/dev/null || { $(call apt_install,python3-venv); python3 -m venv $(VENV); }
	$(VENV)/bin/pip install -q -r Tests/Python/requirements.txt
	@touch $@

# The first release build compiles everything with whole-module optimisation: 420-520 s of
# compiler CPU time, on two cores mostly two modules at a time (the server last, beside the
# command line), so four to five minutes on two cores; later builds
# redo only what changed. Debug information is line tables only: enough for a crash's backtrace to
# name files and lines, without the variables' descriptions a debugger reads (a debug build has them).
RELEASE := -c release -Xswiftc -gline-tables-only
build: deps
	@[ -x .build/release/kartoteka ] || echo "Building Kartoteka for the first time (release): four to five minutes on two cores," \
		"less on more; the [step/steps] lines below show how far it is. Later starts take seconds."
	@start=$$(date +%s); $(SWIFT_IN_BUILD_TMP) $(SWIFT) build $(RELEASE) --product kartoteka && \
		echo "Built in $$(( $$(date +%s) - start )) s."

build-debug: deps
	$(SWIFT_IN_BUILD_TMP) $(SWIFT) build --build-tests

# SwiftPM leaves a few empty folders of its own in the temporary directory at every build; the
# builds get one inside .build instead, where those older than a day are removed at each build.
BUILD_TMP := .build/tmp
SWIFT_IN_BUILD_TMP = mkdir -p $(BUILD_TMP) && find $(BUILD_TMP) -mindepth 1 -maxdepth 1 -mmin +1440 -exec rm -rf {} + && \
	TMPDIR="$(abspath $(BUILD_TMP))"

clean:
	rm -rf .build $(VENV)
