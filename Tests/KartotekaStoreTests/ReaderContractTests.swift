import Foundation
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
    func refusesTheSamePhoneSpelledDifferentlyNamingItsReader(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        _ = try store.addReader(Samples.reader("1", phone: "+7 900 000-00-00"))
        let other = Samples.reader("2", surname: "Петров", phone: "8 (900) 000 00 00")
        do {
            _ = try store.addReader(other)
            Issue.record("the duplicate phone was accepted")
        } catch let error as ReaderError {
            #expect(error == .phoneTaken(other.phone, byTicket: Samples.ticket("1"), name: "Иванов И. И."))
            #expect(error.message.russian.contains("Иванов И. И."))
        }
        #expect(throws: ReaderError.readerNotFound(Samples.ticket("2"))) { try store.reader(Samples.ticket("2")) }
    }

    @Test(arguments: StoreFactory.all)
    func updatesAReaderKeepingTheirOwnPhone(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        _ = try store.addReader(Samples.reader("1", phone: "+7 900 000-00-00"))
        _ = try store.addReader(Samples.reader("2", surname: "Петров", phone: "+7 900 000-00-02"))
        var changed = Samples.reader("1-Н", phone: "+7 (900) 000-00-00")
        changed.category = "студент"
        let updated = try store.updateReader(Samples.ticket("1"), with: changed)
        #expect(updated.reader.ticketNumber == Samples.ticket("1-Н"))
        #expect(updated.reader.category == "студент")
        var clash = Samples.reader("2", surname: "Петров", phone: "89000000000")
        clash.category = "x"
        #expect(throws: ReaderError.phoneTaken(clash.phone, byTicket: Samples.ticket("1-Н"), name: "Иванов И. И.")) {
            try store.updateReader(Samples.ticket("2"), with: clash)
        }
    }
}
