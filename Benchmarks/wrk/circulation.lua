-- wrk script for Benchmarks/postgres.py: lending and taking back, as desks do.
--
-- WRK_PAIRS is a file of `inventory<TAB>ticket` lines: copies on the shelf and readers who may
-- borrow. WRK_THREADS is wrk's -t. Each thread takes its own slice of the lines and sends, in
-- turn, `POST /api/v1/loans` for the next copy and `POST /api/v1/copies/{inventory}/return` for
-- the copy it lent LAG (1,024) lends earlier (so the lend has long been answered when its return is
-- sent); at the end of its slice it starts again from the top (those copies are back by then).
-- WRK_TOKEN is sent as `Authorization: Bearer …`. Every answer that is not 2xx counts as an
-- error in wrk's summary. At the end it prints `WRKJSON {...}` as bench.lua does, with the
-- number of lends and returns sent.

local LAG = 1024

local token = os.getenv("WRK_TOKEN")
wrk.headers["Authorization"] = "Bearer " .. token
wrk.headers["Content-Type"] = "application/json"

local threads = {}
function setup(thread)
  thread:set("part", #threads)
  threads[#threads + 1] = thread
end

local pairs_ = {}
-- Globals, so that done() can read them from each thread.
lent, returned = 0, 0
local turn_to_return = false

function init(args)
  local all = {}
  local file = assert(io.open(os.getenv("WRK_PAIRS"), "r"))
  for line in file:lines() do
    local inventory, ticket = line:match("^([^\t]+)\t([^\t]+)$")
    if inventory then all[#all + 1] = { inventory, ticket } end
  end
  file:close()
  local count = tonumber(os.getenv("WRK_THREADS"))
  local size = math.floor(#all / count)
  for index = part * size + 1, (part + 1) * size do
    pairs_[#pairs_ + 1] = all[index]
  end
  assert(#pairs_ > 2 * LAG, "too few copies for a thread")
end

local function encode(text)
  return (text:gsub("[^%w%-%._~]", function(c) return string.format("%%%02X", string.byte(c)) end))
end

-- wrk asks the first thread for one request before the run (to see whether requests are
-- pipelined) and never sends it: that one is a harmless GET, so that no lend goes unsent.
local asked_before_the_run = false

function request()
  if part == 0 and not asked_before_the_run then
    asked_before_the_run = true
    return wrk.format("GET", "/locations?country=Ame")
  end
  if turn_to_return and lent - returned >= LAG then
    turn_to_return = false
    returned = returned + 1
    local pair = pairs_[(returned - 1) % #pairs_ + 1]
    return wrk.format("POST", "/api/v1/copies/" .. encode(pair[1]) .. "/return", nil, "{}")
  end
  turn_to_return = true
  lent = lent + 1
  local pair = pairs_[(lent - 1) % #pairs_ + 1]
  local body = string.format('{"inventoryNumber":"%s","ticketNumber":"%s"}', pair[1], pair[2])
  return wrk.format("POST", "/api/v1/loans", nil, body)
end

function done(summary, latency, requests)
  local lends, returns = 0, 0
  for _, thread in ipairs(threads) do
    lends = lends + thread:get("lent")
    returns = returns + thread:get("returned")
  end
  local e = summary.errors
  io.write(string.format(
    'WRKJSON {"requests": %d, "duration_us": %d, "bytes": %d, "lends": %d, "returns": %d, ' ..
    '"errors": {"connect": %d, "read": %d, "write": %d, "status": %d, "timeout": %d}, ' ..
    '"latency_us": {"min": %d, "mean": %.1f, "stdev": %.1f, "max": %d, ' ..
    '"p50": %d, "p75": %d, "p90": %d, "p99": %d, "p999": %d}}\n',
    summary.requests, summary.duration, summary.bytes, lends, returns,
    e.connect, e.read, e.write, e.status, e.timeout,
    latency.min, latency.mean, latency.stdev, latency.max,
    latency:percentile(50), latency:percentile(75), latency:percentile(90),
    latency:percentile(99), latency:percentile(99.9)))
end
