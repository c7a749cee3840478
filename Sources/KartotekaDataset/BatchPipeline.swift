import Foundation
import Dispatch
import KartotekaCore

/// Makes and encodes records a batch at a time on every core, and appends the batches to their
/// files in order: the product's writers clean every value, which is most of the work.
struct BatchPipeline {
    let batchSize = 1_000
    let workers = max(1, min(4, ProcessInfo.processInfo.activeProcessorCount))

    /// What one batch came to: its records' extra data and its bytes for each file.
    /// Each worker fills its own slot; a buffer, not an array, so that no exclusive access to a
    /// shared array is needed.
    private final class Slots<Extra>: @unchecked Sendable {
        let results: UnsafeMutableBufferPointer<(extra: Extra, encoded: [IRBISWriteResult])?>
        init(_ count: Int) { results = .allocate(capacity: count); results.initialize(repeating: nil) }
        deinit { results.deinitialize(); results.deallocate() }
    }

    /// Runs `make` over `0..<count` in batches; `merge` receives each batch's extras in order.
    func run<Extra>(count: Int, files: [RecordFile], progress: (Int) -> Void,
                    make: @escaping @Sendable (Range<Int>) -> (records: [IRBISRecord], extra: Extra),
                    merge: (Range<Int>, Extra) -> Void) throws {
        let formats = files.map { ($0.format, $0.settings) }
        var start = 0
        while start < count {
            let ranges = (0..<workers).compactMap { worker -> Range<Int>? in
                let low = start + worker * batchSize
                return low < count ? low..<min(low + batchSize, count) : nil
            }
            let slots = Slots<Extra>(ranges.count)
            DispatchQueue.concurrentPerform(iterations: ranges.count) { worker in
                let (records, extra) = make(ranges[worker])
                slots.results[worker] = (extra, formats.map { RecordFile.encode(records, format: $0.0, settings: $0.1) })
            }
            for (worker, range) in ranges.enumerated() {
                let result = slots.results[worker]!
                merge(range, result.extra)
                for (file, encoded) in zip(files, result.encoded) { try file.append(encoded) }
            }
            let before = start
            start = ranges.last!.upperBound
            if before / 50_000 != start / 50_000 || start == count { progress(start) }
        }
    }
}
