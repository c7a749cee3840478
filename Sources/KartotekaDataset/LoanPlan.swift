import Foundation
import KartotekaCore

/// Who borrowed what and when: the loans of every reader, returned ones (history) and open ones,
/// with exactly the number of loans asked for. Popular titles are borrowed far more than others.
/// A copy has at most one open loan, and only an available copy is out; the catalogue records
/// mark those copies on loan (910^A `1`), as IRBIS does.
struct LoanPlan: Sendable {
    struct PlannedLoan: Sendable {
        var copy: Int32
        var issued: Int32
        /// Seconds after midnight, 10:00 to 20:00.
        var time: Int32
        var due: Int32
        /// Days since 1970, or -1 while the book is out.
        var returned: Int32
        var renewed: Int32
        var renewals: Int8
    }

    /// Loans grouped by reader, oldest first within each reader.
    let loans: [PlannedLoan]
    /// `firstLoan[j]` is the index of reader `j`'s first loan; `firstLoan[readers]` is the total.
    let firstLoan: [Int32]
    /// Copies with an open loan.
    let onLoan: [Bool]

    var openCount: Int { loans.reduce(0) { $0 + ($1.returned < 0 ? 1 : 0) } }

    func loans(ofReader index: Int) -> ArraySlice<PlannedLoan> {
        loans[Int(firstLoan[index])..<Int(firstLoan[index + 1])]
    }

    init(seed: UInt64, readers: ReaderFactory, readerCount: Int, loans target: Int, copies: CopyPlan, today: Day) {
        // How many loans each reader has: many none, most a few, some readers very many.
        var counts = [Int](repeating: 0, count: readerCount)
        var total = 0
        for index in 0..<readerCount {
            var random = SeededRandom(seed: seed, stream: .readerLoans, index: index)
            let u = random.unit()
            let e = -Foundation.log(1 - random.unit())
            let count = u < 0.28 ? 0 : (u < 0.89 ? 1 + Int(e * 1.8) : min(150, 4 + Int(e * 10)))
            counts[index] = count
            total += count
        }
        CopyPlan.adjust(&counts, total: total, to: target, floor: 0)

        let titleCount = copies.titleCount
        var popularityStride = max(1, titleCount / 2 + 7)
        while CopyPlan.gcd(popularityStride, titleCount) != 1 { popularityStride += 1 }
        let now = today.daysSinceEpoch
        var open = [Bool](repeating: false, count: copies.copyCount)
        var planned: [PlannedLoan] = []
        planned.reserveCapacity(target)
        var first = [Int32](repeating: 0, count: readerCount + 1)
        for index in 0..<readerCount {
            first[index] = Int32(planned.count)
            let count = counts[index]
            guard count > 0 else { continue }
            var random = SeededRandom(seed: seed, stream: .loan, index: index)
            let registered = readers.registrationDay(index).daysSinceEpoch
            let openWanted = random.chance(0.6) ? 0 : min(count, 1 + Int(-Foundation.log(1 - random.unit()) * 1.2))
            var readerLoans: [PlannedLoan] = []
            for number in 0..<count {
                let wantsOpen = number >= count - openWanted
                var copy = -1
                for _ in 0..<(wantsOpen ? 8 : 1) {
                    // A title by popularity (about u^2.5 over ranks), spread over the catalogue.
                    let u = random.unit()
                    let rank = min(titleCount - 1, Int(Double(titleCount) * u * u * u.squareRoot()))
                    let title = (rank * popularityStride + 17) % titleCount
                    let range = copies.copies(ofTitle: title)
                    let candidate = range.lowerBound + random.below(range.count)
                    if !wantsOpen || (!open[candidate] && copies.status(candidate) == .available) {
                        copy = candidate
                        break
                    }
                }
                let isOpen = wantsOpen && copy >= 0
                if copy < 0 {
                    let range = copies.copies(ofTitle: random.below(titleCount))
                    copy = range.lowerBound
                }
                let time = Int32(10 * 3600 + random.below(10 * 3600))
                var loan: PlannedLoan
                if isOpen {
                    open[copy] = true
                    let issued = max(registered, now - 80) + random.below(max(1, now - max(registered, now - 80)))
                    let renewals = random.chance(0.1) ? 1 : 0
                    let renewed = renewals > 0 ? issued + random.int(7...13) : -1
                    loan = PlannedLoan(copy: Int32(copy), issued: Int32(issued), time: time, due: Int32(issued + 14 * (1 + renewals)),
                                       returned: -1, renewed: Int32(renewed), renewals: Int8(renewals))
                } else {
                    let earliest = max(registered, now - 5 * 365)
                    let issued = earliest + random.below(max(1, now - 30 - earliest))
                    var due = issued + (random.chance(0.2) ? 30 : 14)
                    let renewals = random.chance(0.12) ? random.int(1...2) : 0
                    let renewed = renewals > 0 ? issued + random.int(7...13) : -1
                    due += 14 * renewals
                    let returned = min(now - 1, issued + 2 + random.below(due - issued + 15))
                    loan = PlannedLoan(copy: Int32(copy), issued: Int32(issued), time: time, due: Int32(due),
                                       returned: Int32(returned), renewed: Int32(renewed), renewals: Int8(renewals))
                }
                readerLoans.append(loan)
            }
            readerLoans.sort { ($0.issued, $0.time) < ($1.issued, $1.time) }
            planned += readerLoans
        }
        first[readerCount] = Int32(planned.count)
        loans = planned
        firstLoan = first
        onLoan = open
    }
}
