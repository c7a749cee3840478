import Foundation
import KartotekaTestSupport
import Testing
import KartotekaCore
import KartotekaStore

/// The catalogues records are copied from, the same on every store: added, listed in their
/// order, found by id and by name, changed (the password with them), removed; a name is unique.
@Suite("Store contract: copy-cataloguing targets")
struct CopyCataloguingContractTests {
    static let gpntb = CopyCataloguingTarget(name: "ГПНТБ России", host: "193.233.14.5", port: 9999, database: "katb", format: .rusmarc,
                                             characterSet: .windows1251, user: "читатель", password: "пароль", timeoutSeconds: 15,
                                             enabled: false, order: 30)
    static let loc = CopyCataloguingTarget(name: "Library of Congress", host: "lx2.loc.gov", database: "LCDB", service: .sru,
                                           format: .marc21, order: 10)

    @Test(arguments: StoreFactory.all)
    func targetsAreKeptWithEveryField(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        #expect(try store.copyCataloguingTargets().isEmpty)
        let gpntb = try store.addCopyCataloguingTarget(Self.gpntb)
        let loc = try store.addCopyCataloguingTarget(Self.loc)
        #expect(gpntb.target == Self.gpntb && loc.target == Self.loc)
        #expect(try store.copyCataloguingTargets().map(\.name) == ["Library of Congress", "ГПНТБ России"])
        #expect(try store.copyCataloguingTarget(gpntb.id) == gpntb)
        #expect(try store.copyCataloguingTarget(named: "Library of Congress") == loc)
        #expect(throws: CopyCataloguingError.targetNameTaken("ГПНТБ России")) { try store.addCopyCataloguingTarget(Self.gpntb) }
        #expect(throws: CopyCataloguingError.targetNotFound("РГБ")) { try store.copyCataloguingTarget(named: "РГБ") }
    }

    @Test(arguments: StoreFactory.all)
    func aTargetIsChangedAndRemoved(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        let added = try store.addCopyCataloguingTarget(Self.gpntb)
        let other = try store.addCopyCataloguingTarget(Self.loc)
        var changed = Self.gpntb
        changed.name = "ГПНТБ"
        changed.password = ""
        changed.enabled = true
        changed.order = 5
        let saved = try store.updateCopyCataloguingTarget(added.id, with: changed)
        #expect(saved.id == added.id && saved.target == changed && !saved.target.hasPassword)
        #expect(throws: CopyCataloguingError.targetNameTaken("Library of Congress")) {
            var clash = changed
            clash.name = "Library of Congress"
            return try store.updateCopyCataloguingTarget(added.id, with: clash)
        }
        #expect(try store.copyCataloguingTargets().map(\.name) == ["ГПНТБ", "Library of Congress"])
        try store.deleteCopyCataloguingTarget(other.id)
        #expect(throws: CopyCataloguingError.targetNotFound(other.id.description)) { try store.deleteCopyCataloguingTarget(other.id) }
        #expect(throws: CopyCataloguingError.targetNotFound(other.id.description)) {
            try store.updateCopyCataloguingTarget(other.id, with: Self.loc)
        }
        #expect(try store.copyCataloguingTargets().map(\.id) == [added.id])
    }
}
