import Foundation
import Synchronization
import Testing
import KartotekaStore
@testable import KartotekaServer

@Suite("Answers kept until the data changes")
struct AnswerCacheTests {
    /// A store whose change generation the test moves by hand.
    final class Generations: ChangeTrackingStore {
        let current = Atomic<UInt64>(1)
        func changeGeneration() throws -> UInt64 { current.load(ordering: .relaxed) }
    }

    /// Counts how often an answer was made.
    final class Maker: Sendable {
        let made = Atomic<Int>(0)
        func make(_ text: String) -> Data {
            made.add(1, ordering: .relaxed)
            return Data(text.utf8)
        }
    }

    @Test func keepsAnAnswerUntilTheGenerationMoves() throws {
        let store = Generations()
        let cache = AnswerCache(store: store, capacityBytes: 1 << 20)
        let maker = Maker()
        #expect(try cache.answer(for: "a") { maker.make("one") } == Data("one".utf8))
        #expect(try cache.answer(for: "a") { maker.make("two") } == Data("one".utf8))
        #expect(maker.made.load(ordering: .relaxed) == 1)
        store.current.store(2, ordering: .relaxed)
        #expect(try cache.answer(for: "a") { maker.make("three") } == Data("three".utf8))
        #expect(try cache.answer(for: "a") { maker.make("four") } == Data("three".utf8))
        #expect(maker.made.load(ordering: .relaxed) == 2)
    }

    @Test func staysWithinItsBytesDroppingTheOldestFirst() throws {
        let cache = AnswerCache(store: Generations(), capacityBytes: 2000)
        let maker = Maker()
        for key in 0..<20 { _ = try cache.answer(for: "\(key)") { maker.make(String(repeating: "x", count: 100)) } }
        #expect(maker.made.load(ordering: .relaxed) == 20)
        // The newest answer is still kept, the oldest is not.
        _ = try cache.answer(for: "19") { maker.make("new") }
        #expect(maker.made.load(ordering: .relaxed) == 20)
        _ = try cache.answer(for: "0") { maker.make("new") }
        #expect(maker.made.load(ordering: .relaxed) == 21)
    }

    @Test("long keys count too, so answers of nothing cannot fill memory")
    func keysCount() throws {
        let cache = AnswerCache(store: Generations(), capacityBytes: 100_000)
        let maker = Maker()
        let longKey = { (number: Int) in "\(number)" + String(repeating: "q", count: 4_000) }
        for number in 0..<100 { _ = try cache.answer(for: longKey(number)) { maker.make("[]") } }
        // About 8 KB each: only the newest dozen fit.
        _ = try cache.answer(for: longKey(99)) { maker.make("[]") }
        #expect(maker.made.load(ordering: .relaxed) == 100)
        _ = try cache.answer(for: longKey(0)) { maker.make("[]") }
        #expect(maker.made.load(ordering: .relaxed) == 101)
    }

    @Test("a caller with an older generation leaves newer answers alone")
    func olderGenerationsDoNotEmpty() throws {
        let store = Generations()
        let cache = AnswerCache(store: store, capacityBytes: 1 << 20)
        let maker = Maker()
        store.current.store(5, ordering: .relaxed)
        _ = try cache.answer(for: "a") { maker.make("new") }
        store.current.store(4, ordering: .relaxed)
        #expect(try cache.answer(for: "a") { maker.make("old") } == Data("old".utf8))
        store.current.store(5, ordering: .relaxed)
        #expect(try cache.answer(for: "a") { maker.make("again") } == Data("new".utf8))
    }

    @Test func keepsNothingTooLargeOrWithoutRoom() throws {
        let maker = Maker()
        let small = AnswerCache(store: Generations(), capacityBytes: 100)
        _ = try small.answer(for: "big") { maker.make(String(repeating: "x", count: 50)) }
        _ = try small.answer(for: "big") { maker.make(String(repeating: "x", count: 50)) }
        let none = AnswerCache(store: Generations(), capacityBytes: 0)
        _ = try none.answer(for: "a") { maker.make("a") }
        _ = try none.answer(for: "a") { maker.make("a") }
        #expect(maker.made.load(ordering: .relaxed) == 4)
    }
}
