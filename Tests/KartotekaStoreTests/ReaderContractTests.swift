import Foundation
import KartotekaTestSupport
import Testing
import KartotekaCore
import KartotekaStore

@Suite("Store contract: readers")
struct ReaderContractTests {
    @Test(arguments: StoreFactory.all)
    func registersAndFindsReaders(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        let added = try store.addReader(Samples.reader("000123", phone: "+7 900 000-00-00"))
        #expect(try store.reader(Samples.ticket("000123")).record == added)
        _ = try store.addReader(Samples.reader("000124", surname: "Петрова", phone: "+7 900 000-00-01"))
        func names(_ text: String) throws -> [String] {
            try store.listReaders(ReaderQuery(text: text)).items.map(\.record.reader.surname)
        }
        #expect(try names("") == ["Иванов", "Петрова"])
        #expect(try names("пет") == ["Петрова"])
        #expect(try names("000123") == ["Иванов"])
        #expect(try names("79000000001") == ["Петрова"])
        // A name pasted with «й» as «и» and a combining mark is found by the letter typed, on both stores.
        _ = try store.addReader(Samples.reader("000125", surname: "Андреи\u{0306}", phone: "+7 900 000-00-02"))
        #expect(try names("андрей").count == 1)
    }

    @Test(arguments: StoreFactory.all)
    func refusesADuplicateTicket(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        _ = try store.addReader(Samples.reader("1", phone: "111-11-11"))
        #expect(throws: ReaderError.ticketNumberTaken(Samples.ticket("1"))) {
            try store.addReader(Samples.reader("1", phone: "222-22-22"))
        }
        #expect(try store.listReaders(ReaderQuery()).items.count == 1)
    }

    @Test(arguments: StoreFactory.all)
    func readersMayShareAPhoneAndEachCardNamesTheOthers(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        _ = try store.addReader(Samples.reader("1", phone: "+7 900 000-00-00"))
        var sibling = Samples.reader("2", surname: "Петров", phone: "8 (900) 000 00 00")
        sibling.phone = nil
        sibling.parentPhone = try PhoneNumber(validating: "8 (900) 000 00 00")
        _ = try store.addReader(sibling)
        var alone = Samples.reader("3", surname: "Сидоров", phone: "+7 900 999-99-99")
        alone.phone = nil
        _ = try store.addReader(alone)
        #expect(try store.reader(Samples.ticket("1")).sharingPhone.map(\.reader.ticketNumber) == [Samples.ticket("2")])
        #expect(try store.reader(Samples.ticket("2")).sharingPhone.map(\.reader.ticketNumber) == [Samples.ticket("1")])
        #expect(try store.reader(Samples.ticket("3")).sharingPhone.isEmpty)
        #expect(try store.reader(Samples.ticket("3")).record.reader.phone == nil)
    }

    @Test(arguments: StoreFactory.all)
    func findsReadersByAPhoneInAnySpellingTheirOwnOrAParents(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        _ = try store.addReader(Samples.reader("1", phone: "+7 912 345-67-89"))
        var child = Samples.reader("2", surname: "Петров", phone: "+7 900 111-22-33")
        child.parentPhone = try PhoneNumber(validating: "89123456789")
        _ = try store.addReader(child)
        _ = try store.addReader(Samples.reader("3", surname: "Сидоров", phone: "+7 912 345-67-80"))
        for typed in ["+7 912 345-67-89", "8 912 345-67-89", "912-345-67-89", "89123456789", "345-67-89"] {
            let found = try store.listReaders(ReaderQuery(text: typed)).items.map(\.record.reader.ticketNumber)
            #expect(found == [Samples.ticket("1"), Samples.ticket("2")], "\(typed)")
        }
        #expect(try store.listReaders(ReaderQuery(text: "000003")).items.isEmpty)
        #expect(try store.listReaders(ReaderQuery(text: "3")).items.map(\.record.reader.ticketNumber) == [Samples.ticket("3")])
    }

    @Test(arguments: StoreFactory.all)
    func updatesAReader(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        _ = try store.addReader(Samples.reader("1", phone: "+7 900 000-00-00"))
        var changed = Samples.reader("1-Н", phone: "+7 (900) 000-00-00")
        changed.category = "студент"
        changed.schoolClass = try SchoolClass(parsing: "5A")
        changed.parentEmail = try EmailAddress(validating: "mama@example.org")
        let updated = try store.updateReader(Samples.ticket("1"), with: changed)
        #expect(updated.reader.ticketNumber == Samples.ticket("1-Н"))
        #expect(updated.reader.category == "студент")
        #expect(try store.reader(Samples.ticket("1-Н")).record.reader == changed)
    }
}
