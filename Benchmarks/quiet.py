"""Whether the machine is quiet enough for a measurement to count (Benchmarks/run.py uses it).

Before each timed round the benchmark samples, for `SAMPLE_SECONDS` while its own servers sit idle,
how much CPU every other process on the machine uses (from /proc/stat and /proc/PID/stat), and
reads the load average. A round taken while other work used more than `NOISE_CORES` of a core is
marked noise: its figures are listed but not taken as a result, and a target whose only rounds are
noise is reported as such instead of pass or miss. The load average is recorded beside it, but it
does not decide: it lags by a minute and counts the benchmark's own previous round.
"""
import os
import time

SAMPLE_SECONDS = 1.0
# Other processes' CPU use, in cores, above which a round is noise.
NOISE_CORES = 0.15


def load_average():
    with open("/proc/loadavg") as file:
        return " ".join(file.read().split()[:3])


def _ticks_by_process():
    """utime + stime of every process, in clock ticks, with its command name and parent."""
    ticks = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat") as file:
                text = file.read()
        except OSError:
            continue
        command = text[text.index("(") + 1:text.rindex(")")]
        fields = text[text.rindex(")") + 2:].split()
        ticks[int(name)] = (command, int(fields[11]) + int(fields[12]), int(fields[1]))
    return ticks


def _busy_ticks():
    """The whole machine's busy time (all but idle and I/O wait), in clock ticks, from /proc/stat."""
    with open("/proc/stat") as file:
        values = [int(value) for value in file.readline().split()[1:]]
    return sum(values[:8]) - values[3] - values[4]


def sample(own_pids=()):
    """The machine's state just before a round: the load average, the CPU (in cores) the other
    processes used over the last `SAMPLE_SECONDS`, the busiest of them, and whether that is noise.
    `own_pids` are the benchmark's processes (the servers under test), left out with everything
    they started."""
    hertz = os.sysconf("SC_CLK_TCK")
    before, busy_before = _ticks_by_process(), _busy_ticks()
    started = time.monotonic()
    time.sleep(SAMPLE_SECONDS)
    after, busy_after = _ticks_by_process(), _busy_ticks()
    elapsed = time.monotonic() - started
    own = {os.getpid(), *own_pids}
    grown = True
    while grown:
        children = {pid for pid, (_, _, parent) in after.items() if parent in own} - own
        grown = bool(children)
        own |= children
    busy = []
    mine = 0.0
    for pid, (command, ticks, _) in after.items():
        if pid not in before:
            continue
        used = (ticks - before[pid][1]) / hertz / elapsed
        if pid in own:
            mine += used
        elif used > 0.005:
            busy.append((command, used))
    busy.sort(key=lambda item: -item[1])
    # Processes that started and ended within the sample show only in the machine's total.
    cores = max(sum(used for _, used in busy), (busy_after - busy_before) / hertz / elapsed - mine)
    return {"load": load_average(), "otherCores": round(cores, 3),
            "busiest": [f"{command} {used:.2f}" for command, used in busy[:3]],
            "noise": cores > NOISE_CORES}


def describe(state):
    """`0.05 cores; load 0.41 0.80 0.90` for a table cell, with `NOISE` when it was."""
    if not state:
        return "—"
    text = f"{state['otherCores']:.2f} cores; load {state['load']}"
    if state["noise"]:
        text += " — **noise**: " + ", ".join(state["busiest"])
    return text


def counted(summaries):
    """The summaries taken on a quiet machine (all of them when none was sampled)."""
    return [summary for summary in summaries if not summary.get("before", {}).get("noise")]


def verdict(ok, summaries):
    """pass / MISS from the quiet summaries, or noise when every one was taken under load."""
    if summaries and not counted(summaries):
        return "noise (not a result)"
    return "**pass**" if ok else "**MISS**"
