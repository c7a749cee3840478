import KartotekaCore
import KartotekaStore

/// The readers with no consent to the processing of their personal data on record, by ticket.
public struct ReadersWithoutConsent: Query {
    public static let access = UseCaseAccess.permission(.browseReaders)

    /// The question.
    public init() {}

    public func answer(in transaction: StoreTransaction, for principal: Principal) throws -> [ReaderRecord] {
        try transaction.connection.readersWithoutConsent()
    }
}

extension ConsentForm {
    public static let access = UseCaseAccess.permission(.editReaders)

    public func answer(in transaction: StoreTransaction, for principal: Principal) throws -> (reader: Reader, consent: ReaderConsent?,
                                                                                            operator: PersonalDataOperator) {
        let record = try transaction.connection.readerRecord(ticket)
        return (record.reader, try transaction.connection.consent(of: record.id), try transaction.connection.personalDataOperator())
    }
}

/// The acts of destruction of personal data, newest first.
public struct DestructionActs: Query {
    public static let access = UseCaseAccess.permission(.manageSettings)

    /// The question.
    public init() {}

    public func answer(in transaction: StoreTransaction, for principal: Principal) throws -> [DestructionAct] {
        try transaction.connection.destructionActs().map(\.act)
    }
}

extension DestructionActDetail {
    public static let access = UseCaseAccess.permission(.manageSettings)

    public func answer(in transaction: StoreTransaction, for principal: Principal) throws -> (act: DestructionAct, events: [DestructionEvent]) {
        guard let act = try transaction.connection.destructionActs(id: id).first?.act else { throw PersonalDataError.actNotFound(id) }
        return (act, try transaction.connection.destructionEvents(act: id))
    }
}

extension ReaderDataLog {
    public static let access = UseCaseAccess.permission(.readPersonalDataLog)

    public func answer(in transaction: StoreTransaction, for principal: Principal) throws -> [ReaderDataLogEntry] {
        try transaction.connection.readerDataLog(ticket: ticket, limit: max(1, min(limit, 10_000)))
    }
}
