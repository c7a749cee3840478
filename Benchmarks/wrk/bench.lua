-- wrk script for Benchmarks/run.py.
--
-- Without WRK_PATHS, wrk sends the URL of its command line (a static request, the cheapest for
-- wrk itself). With WRK_PATHS (a file of request paths, one per line, already percent-encoded),
-- every request takes the next path; each thread starts at its own place in the list.
-- WRK_TOKEN, when set, is sent as `Authorization: Bearer …`.
-- At the end it prints one line `WRKJSON {...}`: requests, duration, errors and latency
-- percentiles in microseconds, which run.py reads.

local token = os.getenv("WRK_TOKEN")
if token and #token > 0 then
  wrk.headers["Authorization"] = "Bearer " .. token
end

local list = os.getenv("WRK_PATHS")
if list and #list > 0 then
  local paths = {}
  local file = assert(io.open(list, "r"))
  for line in file:lines() do
    if #line > 0 then paths[#paths + 1] = line end
  end
  file:close()

  local threads = 0
  function setup(thread)
    thread:set("offset", threads * 7919)
    threads = threads + 1
  end

  local index = 0
  function init(args)
    index = (offset or 0) % #paths
  end

  function request()
    index = index % #paths + 1
    return wrk.format("GET", paths[index])
  end
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRKJSON {"requests": %d, "duration_us": %d, "bytes": %d, ' ..
    '"errors": {"connect": %d, "read": %d, "write": %d, "status": %d, "timeout": %d}, ' ..
    '"latency_us": {"min": %d, "mean": %.1f, "stdev": %.1f, "max": %d, ' ..
    '"p50": %d, "p75": %d, "p90": %d, "p99": %d, "p999": %d}}\n',
    summary.requests, summary.duration, summary.bytes,
    e.connect, e.read, e.write, e.status, e.timeout,
    latency.min, latency.mean, latency.stdev, latency.max,
    latency:percentile(50), latency:percentile(75), latency:percentile(90),
    latency:percentile(99), latency:percentile(99.9)))
end
