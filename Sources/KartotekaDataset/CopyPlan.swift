import Foundation
import KartotekaCore

/// How many copies each title has (most one or two, textbooks dozens), adjusted so the total is
/// exactly the number asked for, and what each copy is: inventory number, status, place, barcode,
/// receipt date. Copies are numbered 0..<total in title order; copy `k` has inventory number
/// `100001 + k`.
struct CopyPlan: Sendable {
    let seed: UInt64
    /// `firstCopy[i]` is the number of title `i`'s first copy; `firstCopy[titles]` is the total.
    let firstCopy: [Int32]

    init(seed: UInt64, titles: Int, copies target: Int) {
        precondition(target >= titles, "every title needs at least one copy")
        self.seed = seed
        var counts = [Int32](repeating: 1, count: titles)
        var total = 0
        for index in 0..<titles {
            var random = SeededRandom(seed: seed, stream: .copyCount, index: index)
            let count = random.weighted([
                (0.55, 1...1), (0.20, 2...2), (0.10, 3...3), (0.05, 4...4), (0.03, 5...5),
                (0.045, 6...10), (0.02, 11...25), (0.005, 26...50),
            ])
            counts[index] = Int32(random.int(count))
            total += Int(counts[index])
        }
        CopyPlan.adjust(&counts, total: total, to: target, floor: 1)
        var first = [Int32](repeating: 0, count: titles + 1)
        for index in 0..<titles { first[index + 1] = first[index] + counts[index] }
        firstCopy = first
    }

    var titleCount: Int { firstCopy.count - 1 }
    var copyCount: Int { Int(firstCopy[firstCopy.count - 1]) }

    /// The copies of a title.
    func copies(ofTitle index: Int) -> Range<Int> {
        Int(firstCopy[index])..<Int(firstCopy[index + 1])
    }

    static func inventoryNumber(_ copy: Int) -> String {
        String(100_001 + copy)
    }

    /// The stored status of a copy (loans come on top): a few are lost, written off or at the bindery.
    func status(_ copy: Int) -> CopyStatus {
        var random = SeededRandom(seed: seed, stream: .copy, index: copy)
        let u = random.unit()
        if u < 0.006 { return .lost }
        if u < 0.021 { return .writtenOff }
        if u < 0.025 { return .bindery }
        return .available
    }

    /// Copy `copy`, the `position`-th copy of `title`.
    func copy(_ copy: Int, position: Int, of title: TitleFactory.Generated, today: Day) -> Copy {
        var random = SeededRandom(seed: seed, stream: .copy, index: copy)
        _ = random.unit()  // the status draw
        let year = max(title.title.year ?? 1990, 1960)
        let earliest = Day(year: year, month: 1, day: 1)!.daysSinceEpoch
        let latest = min(earliest + 3 * 365, today.daysSinceEpoch - 60)
        let received = Day(daysSinceEpoch: earliest + random.below(max(1, latest - earliest)))
        let place = CopyPlan.place(position: position, usual: title.place, readingRoom: title.readingRoom)
        let barcode = CopyPlan.barcode(copy, &random)
        var price: Money?
        if let edition = title.title.price, random.chance(0.08) {
            price = Money(kopecks: edition.kopecks + Int64(random.int(1...20)) * 1000)
        }
        return Copy(inventoryNumber: InventoryNumber(unchecked: CopyPlan.inventoryNumber(copy)), storagePlace: place,
                    price: price, receivedOn: received, barcode: barcode, status: status(copy))
    }

    /// What a loan needs of a copy (inventory number, barcode, place) without the rest; the
    /// same draws as ``copy(_:position:of:today:)``.
    func loanView(_ copy: Int, position: Int, usualPlace: String, readingRoom: Bool) -> (inventory: String, barcode: String?, place: String) {
        var random = SeededRandom(seed: seed, stream: .copy, index: copy)
        _ = random.unit()  // the status draw
        _ = random.next()  // the receipt date draw
        let barcode = CopyPlan.barcode(copy, &random)
        return (CopyPlan.inventoryNumber(copy), barcode, CopyPlan.place(position: position, usual: usualPlace, readingRoom: readingRoom))
    }

    /// The first copy of a reference title stays in the reading room (`ЧЗ`).
    static func place(position: Int, usual: String, readingRoom: Bool) -> String {
        position == 0 && readingRoom ? "ЧЗ" : usual
    }

    /// An in-house EAN-13 (prefix 200) for 60 % of copies.
    static func barcode(_ copy: Int, _ random: inout SeededRandom) -> String? {
        guard random.chance(0.6) else { return nil }
        let body = "200" + String(format: "%09d", copy)
        return body + String(CopyPlan.eanCheckDigit(body))
    }

    /// Every copy of a title as the store would hold them.
    func copyRecords(ofTitle index: Int, _ title: TitleFactory.Generated, today: Day, at instant: Date) -> [CopyRecord] {
        copies(ofTitle: index).enumerated().map { position, number in
            CopyRecord(id: CopyID(Int64(number + 1)), titleID: TitleID(Int64(index + 1)),
                       copy: copy(number, position: position, of: title, today: today), createdAt: instant, updatedAt: instant)
        }
    }

    static func eanCheckDigit(_ twelve: String) -> Int {
        var sum = 0
        for (offset, scalar) in twelve.unicodeScalars.enumerated() {
            let digit = Int(scalar.value) - 48
            sum += offset % 2 == 0 ? digit : 3 * digit
        }
        return (10 - sum % 10) % 10
    }

    /// Brings `counts`, which sum to `total`, to sum `target`: walks them with a fixed stride,
    /// adding or removing one at a time, never taking one below `floor`.
    static func adjust<Count: BinaryInteger>(_ counts: inout [Count], total: Int, to target: Int, floor: Count) {
        var total = total
        var index = 0
        let stride = coprimeStride(for: counts.count)
        while total != target {
            if total < target {
                counts[index] += 1
                total += 1
            } else if counts[index] > floor {
                counts[index] -= 1
                total -= 1
            }
            index = (index + stride) % counts.count
        }
    }

    /// A stride near 0.618·n with no common factor with n, so that stepping by it visits every index.
    static func coprimeStride(for count: Int) -> Int {
        guard count > 2 else { return 1 }
        var stride = max(1, Int(Double(count) * 0.618_033_988_7))
        while gcd(stride, count) != 1 { stride += 1 }
        return stride % count == 0 ? 1 : stride
    }

    static func gcd(_ a: Int, _ b: Int) -> Int {
        b == 0 ? a : gcd(b, a % b)
    }
}
