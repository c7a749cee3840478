import Foundation
import KartotekaCore
import KartotekaStore
import KartotekaTestSupport
import KartotekaUseCases
import Testing

/// How the library is set up, as use cases on every store: each change writes its audit line in
/// its own transaction; a refusal leaves nothing written and no audit line; a principal whose role
/// does not allow the change is refused before anything is read.
@Suite("Use cases: how the library is set up")
struct LibrarySetUpTests {
    static let village = BranchCode(unchecked: "Ф2")

    /// A fresh library with an administrator and a circulation desk.
    private func prepared(_ factory: StoreFactory) throws -> (store: any LibraryStore, library: Library, admin: Principal, desk: Principal) {
        let store = try factory.make(FixedClock(day: Day(year: 2024, month: 1, day: 15)!))
        let admin = try store.addAccount(username: "admin", displayName: "", role: .administrator, passwordHash: "x")
        let desk = try store.addAccount(username: "desk", displayName: "", role: .circulation, passwordHash: "x")
        return (store, Library(store: store), .account(admin), .account(desk))
    }

    private func audit(_ store: any LibraryStore) throws -> [AuditEntry] {
        try store.auditEntries(page: PageRequest()).items
    }

    @Test(arguments: StoreFactory.all)
    func eachChangeWritesItsAuditLine(factory: StoreFactory) throws {
        let (store, library, admin, _) = try prepared(factory)
        let branch = try library.run(AddBranch(Branch(code: Self.village, name: "Сельский филиал", address: "ул. Садовая, 2")), by: admin)
        let location = try library.run(AddLocation(Location(streetAddress: "ул. Ленина, 1", city: "Тула", country: "Россия")), by: admin)
        _ = try library.run(SetLoanRule(LoanRule(scope: LoanRuleScope(category: ReaderCategory("учащиеся"), kind: nil),
                                                 terms: LoanTerms(periodDays: 14, maximumRenewals: 1))), by: admin)
        _ = try library.run(ChangeSettings { $0.operatorName = "Библиотека" }, by: admin)
        let account = try library.run(AddAccount(username: "reading-room", displayName: "Читальный зал", role: .librarian,
                                                 passwordHash: "x", branch: Self.village), by: admin)
        let token = try library.run(IssueAPIToken(for: "reading-room", name: "script", tokenDigest: "digest"), by: admin)
        #expect(account.branch == Self.village && account.role == .librarian)
        let lines = try audit(store).reversed().map { [$0.account, $0.action, $0.subject] }
        #expect(lines == [
            ["admin", "add branch", "branch \(branch.code)"],
            ["admin", "add location", "location \(location.id)"],
            ["admin", "set loan rule", "loan rule of category учащиеся, kind any"],
            ["admin", "change settings", "library settings"],
            ["admin", "add account", "account reading-room"],
            ["admin", "issue API token", "API token \(token.id) of account reading-room"],
        ])
        #expect(try store.settings().operatorName == "Библиотека")
        // Nothing personal in the subjects: the account's shown name is not there.
        #expect(try audit(store).allSatisfy { !$0.subject.contains("Читальный") })
    }

    /// Two desks changing different settings at once both keep their change: each change reads
    /// the settings under a lock, so neither writes back what the other had not yet saved.
    @Test(arguments: StoreFactory.all)
    func settingsChangedAtOnceKeepEveryChange(factory: StoreFactory) throws {
        let (store, library, admin, _) = try prepared(factory)
        let rounds = 12
        DispatchQueue.concurrentPerform(iterations: 2) { desk in
            for _ in 0..<rounds {
                _ = try? library.run(ChangeSettings { settings in
                    if desk == 0 { settings.operatorName += "а" } else { settings.libraryName += "б" }
                }, by: admin)
            }
        }
        let settings = try store.settings()
        #expect(settings.operatorName.filter { $0 == "а" }.count == rounds && settings.libraryName.filter { $0 == "б" }.count == rounds,
                "\(settings.operatorName) \(settings.libraryName)")
    }

    @Test(arguments: StoreFactory.all)
    func aRefusalLeavesNothingWrittenAndNoAuditLine(factory: StoreFactory) throws {
        let (store, library, admin, _) = try prepared(factory)
        let before = try store.settings()
        // The first change is made, the second refuses: the settings stay as they were.
        #expect(throws: ValidationError.self) {
            try library.run(ChangeSettings([{ $0.operatorName = "Другое" },
                                            { _ in throw ValidationError(field: "loanDays", message: Bilingual(verbatim: "no")) }]), by: admin)
        }
        #expect(try store.settings() == before)
        // A branch that does not exist refuses the account before it is made.
        #expect(throws: BranchError.branchNotFound(Self.village)) {
            try library.run(AddAccount(username: "nobody", displayName: "", role: .circulation, passwordHash: "x", branch: Self.village),
                            by: admin)
        }
        #expect(try store.existingAccount(username: "nobody") == nil)
        // A target's fields with problems: nothing added.
        var draft = CopyCataloguingTargetDraft()
        draft.name = "РГБ"
        #expect(throws: ValidationError.self) { try library.run(AddCopyCataloguingTarget(draft), by: admin) }
        #expect(try store.copyCataloguingTargets().isEmpty)
        // A listing linking a location that does not exist is the listing's mistake.
        _ = try library.run(AddBranch(Branch(code: Self.village, name: "Сельский филиал", address: "ул. Садовая, 2")), by: admin)
        let refused = #expect(throws: ValidationError.self) {
            try library.run(PublishBranch(Self.village, to: BranchListing(city: "Тула", country: "Россия", location: LocationID(999))), by: admin)
        }
        #expect(refused?.problems.map(\.field) == ["locationId"])
        #expect(try store.branch(Self.village).location == nil)
        // The last administrator stays.
        #expect(throws: AccountError.lastAdministrator) { try library.run(DeleteAccount("admin"), by: admin) }
        #expect(try audit(store).map(\.action) == ["add branch"])
    }

    @Test(arguments: StoreFactory.all)
    func aPrincipalWithoutThePermissionIsRefused(factory: StoreFactory) throws {
        let (store, library, _, desk) = try prepared(factory)
        let settings = try store.settings()
        #expect(throws: UseCaseRefusal(action: "add branch")) {
            try library.run(AddBranch(Branch(code: Self.village, name: "Сельский филиал")), by: desk)
        }
        #expect(throws: UseCaseRefusal(action: "change settings")) {
            try library.run(ChangeSettings { $0.operatorName = "Библиотека" }, by: desk)
        }
        #expect(throws: UseCaseRefusal(action: "delete account")) { try library.run(DeleteAccount("admin"), by: desk) }
        #expect(throws: UseCaseRefusal(action: "add location")) {
            try library.run(AddLocation(Location(streetAddress: "ул. Ленина, 1", city: "Тула", country: "Россия")),
                            by: .reader(TicketNumber(unchecked: "000123")))
        }
        #expect(throws: UseCaseRefusal(action: "back up")) {
            try library.run(BackUpLibrary(to: .file("/nonexistent/copy"), clock: FixedClock(Date())), by: desk)
        }
        #expect(try store.branches().count == 1 && store.settings() == settings && store.locations(countryPrefix: "").isEmpty)
        #expect(try audit(store).isEmpty)
    }

    @Test(arguments: StoreFactory.all)
    func aBackupNamesItsFileInTheAuditLine(factory: StoreFactory) throws {
        let (store, library, admin, _) = try prepared(factory)
        let folder = try TemporaryDirectory.make().path
        let clock = FixedClock(day: Day(year: 2024, month: 1, day: 15)!)
        let file = try library.run(BackUpLibrary(to: .folder(folder, keeping: 2), clock: clock), by: admin)
        #expect(FileManager.default.fileExists(atPath: file))
        let name = URL(fileURLWithPath: file).lastPathComponent
        #expect(name.hasPrefix("kartoteka-20240115-120000."))
        #expect(try audit(store).map { [$0.action, $0.subject] } == [["back up", "file \(name)"]])
    }

    @Test(arguments: StoreFactory.all)
    func anonymisingFollowsTheSettingsWhoseZeroMeansNever(factory: StoreFactory) throws {
        let (store, library, admin, _) = try prepared(factory)
        _ = try library.run(ChangeSettings { $0.care.anonymiseAfterDays = 0 }, by: admin)
        #expect(try library.run(AnonymiseLoans(), by: admin).loans == 0)
        #expect(try library.run(AnonymiseLoans(olderThanDays: 30), by: admin).loans == 0)
        #expect(try audit(store).prefix(2).map { [$0.action, $0.subject] } == [["anonymise loans", "0 returned loans"],
                                                                               ["anonymise loans", "0 returned loans"]])
    }

    @Test(arguments: StoreFactory.all)
    func copyCataloguingTargetsAreNamedByIdOrName(factory: StoreFactory) throws {
        let (store, library, admin, _) = try prepared(factory)
        var draft = CopyCataloguingTargetDraft()
        (draft.name, draft.host, draft.database, draft.password) = ("РГБ", "aleph.rsl.ru", "rsl01", "secret")
        let added = try library.run(AddCopyCataloguingTarget(draft), by: admin)
        draft.password = nil
        draft.host = "z3950.rsl.ru"
        let changed = try library.run(ChangeCopyCataloguingTarget(.name("РГБ"), to: draft), by: admin)
        #expect(changed.id == added.id && changed.target.host == "z3950.rsl.ru" && changed.target.password == "secret")
        #expect(try library.run(DeleteCopyCataloguingTarget(.id(added.id)), by: admin) == added.id)
        #expect(try store.copyCataloguingTargets().isEmpty)
        #expect(throws: CopyCataloguingError.targetNotFound("РГБ")) { try library.run(DeleteCopyCataloguingTarget(.name("РГБ")), by: admin) }
        #expect(try audit(store).map(\.subject) == Array(repeating: "copy-cataloguing target \(added.id)", count: 3))
    }
}
