import KartotekaCore
import KartotekaStore

/// The imported versions of the lists, newest first.
public struct ListVersions: Query {
    public static let access = UseCaseAccess.permission(.keepAccounts)

    /// The question.
    public init() {}

    public func answer(in transaction: StoreTransaction, for principal: Principal) throws -> [ListVersionRecord] {
        try transaction.connection.listVersions()
    }
}

extension ListMatches {
    public static let access = UseCaseAccess.permission(.keepAccounts)

    public func answer(in transaction: StoreTransaction, for principal: Principal) throws -> [ListMatchRecord] {
        try transaction.connection.listMatches(state: state, kind: kind)
    }
}

/// The journal of checks, oldest first.
public struct CheckJournal: Query {
    public static let access = UseCaseAccess.permission(.keepAccounts)

    /// The question.
    public init() {}

    public func answer(in transaction: StoreTransaction, for principal: Principal) throws -> [ListCheckRecord] {
        try transaction.connection.listChecks()
    }
}

extension CheckAct {
    public static let access = UseCaseAccess.permission(.keepAccounts)

    public func answer(in transaction: StoreTransaction, for principal: Principal) throws -> (check: ListCheckRecord, matches: [ListMatchRecord]) {
        let check = try transaction.connection.listCheck(id)
        return (check, try transaction.connection.matchesFound(by: check))
    }
}

/// The copies to withdraw: those still in the fund of titles confirmed as entries of the Federal
/// list of extremist materials.
public struct WithdrawalList: Query {
    public static let access = UseCaseAccess.permission(.keepAccounts)

    /// The question.
    public init() {}

    public func answer(in transaction: StoreTransaction, for principal: Principal) throws -> [ListMatchRecord] {
        try transaction.connection.withdrawalList()
    }
}

extension EntriesSinceLastCheck {
    public static let access = UseCaseAccess.permission(.keepAccounts)

    public func answer(in transaction: StoreTransaction, for principal: Principal) throws -> (version: ListVersionRecord, entries: [ListEntry]) {
        try transaction.connection.listEntriesSinceLastCheck(kind)
    }
}

/// The titles published in 2012 or later that have no age mark yet (436-ФЗ).
public struct TitlesWithoutAgeMark: Query {
    public static let access = UseCaseAccess.permission(.lookUp)

    /// The question.
    public init() {}

    public func answer(in transaction: StoreTransaction, for principal: Principal) throws -> [TitleSummary] {
        try transaction.connection.titlesWithoutAgeMark(today: transaction.today)
    }
}

/// The copies of titles marked 18+ kept outside the places the settings name as closed to children.
public struct AdultCopiesInTheOpen: Query {
    public static let access = UseCaseAccess.permission(.lookUp)

    /// The question.
    public init() {}

    public func answer(in transaction: StoreTransaction, for principal: Principal) throws -> (closed: [String], copies: [OpenAdultCopy]) {
        let closed = try transaction.connection.loadSettings().closedToChildren
        return (closed, try transaction.connection.openAdultCopies(closed: closed, today: transaction.today))
    }
}
