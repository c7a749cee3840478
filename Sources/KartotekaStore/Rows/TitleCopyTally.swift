import KartotekaCore

/// The copy counts of a catalogue list's titles, tallied from their copies' rows (each copy's
/// title, status, branch, open transfer and waiting hold, read in one statement) rather than
/// counted by the database twice — per title, then per title and branch, with a sort for each.
/// The counts are those ``TitleSummary`` and ``BranchCopyCounts`` define: a copy on the shelf is
/// available, not on its way between branches, and not set aside for a hold; a copy on its way
/// counts at the branch it goes to.
struct TitleCopyTally {
    /// Per title: every copy, those on the shelf, those on loan — of the copies standing at the
    /// branch (by id) the list is filtered by, or of all.
    private(set) var counts: [Int64: (all: Int, available: Int, onLoan: Int)] = [:]
    /// Per title, per branch id: on the shelf, on loan, on the way there — of every branch.
    private var branches: [Int64: [Int64: (onShelf: Int, onLoan: Int, inTransit: Int)]] = [:]
    private let countedBranch: Int64?

    /// An empty tally, counting the copies at `branch` (by id) or all.
    init(countingAt branch: Int64?) {
        countedBranch = branch
    }

    /// Adds a copy: its title, status, the branch it stands at, the branch an open transfer
    /// takes it to, and whether a waiting hold has set it aside.
    mutating func add(title: Int64, status: String, branch: Int64, goingTo: Int64?, setAside: Bool) {
        let onLoan = status == CopyStatus.onLoan.rawValue
        let available = status == CopyStatus.available.rawValue
        if countedBranch == nil || countedBranch == branch {
            var count = counts[title] ?? (0, 0, 0)
            count.all += 1
            if available && goingTo == nil && !setAside { count.available += 1 }
            if onLoan { count.onLoan += 1 }
            counts[title] = count
        }
        guard available || onLoan else { return }
        let at = goingTo ?? branch
        var count = branches[title]?[at] ?? (0, 0, 0)
        if onLoan {
            count.onLoan += 1
        } else if goingTo != nil {
            count.inTransit += 1
        } else if !setAside {
            count.onShelf += 1
        }
        branches[title, default: [:]][at] = count
    }

    /// The counts per branch of each title, the branches in the order given (the main branch
    /// first, then by code), as ``StoreConnection/copyCountsByBranch(titles:_:)`` gives them.
    func byBranch(in order: [(id: Int64, code: String, name: String)]) -> [TitleID: [BranchCopyCounts]] {
        var result: [TitleID: [BranchCopyCounts]] = [:]
        for (title, counted) in branches {
            result[TitleID(title)] = order.compactMap { branch in
                counted[branch.id].map {
                    BranchCopyCounts(branch: BranchCode(unchecked: branch.code), branchName: branch.name, onShelf: $0.onShelf,
                                     onLoan: $0.onLoan, inTransit: $0.inTransit)
                }
            }
        }
        return result
    }
}
