import Foundation
import Testing
@testable import KartotekaServer

@Suite("Failed sign-ins")
struct LoginThrottleTests {
    let start = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("three failures are free; after them the wait doubles with each failure, up to two minutes")
    func theWaitGrowsWithEachFailure() {
        let failures = (0..<12).map { start + Double($0) }
        #expect(LoginThrottle.wait(after: Array(failures.prefix(2)), now: start + 2) == nil)
        #expect(LoginThrottle.wait(after: Array(failures.prefix(3)), now: start + 2) == 2)
        #expect(LoginThrottle.wait(after: Array(failures.prefix(5)), now: start + 4) == 8)
        #expect(LoginThrottle.wait(after: Array(failures.prefix(5)), now: start + 12) == nil)
        #expect(LoginThrottle.wait(after: failures, now: start + 11) == 120)
        // A quarter of an hour later the failures no longer count.
        #expect(LoginThrottle.wait(after: failures, now: start + 900) == nil)
    }

    @Test("failures count for the name at one address: nobody elsewhere waits, and a shared desk waits two minutes at most")
    func failuresSlowOnlyTheNameAtThatAddress() throws {
        let throttle = LoginThrottle(store: try TestApplication().store)
        for second in 0..<20 { try throttle.fail(typedName: "Admin", address: "10.0.0.1", now: start + Double(second)) }
        #expect(try throttle.wait(typedName: "admin", address: "10.0.0.1", now: start + 20) == 119)
        #expect(try throttle.wait(typedName: "admin", address: "10.0.0.2", now: start + 20) == nil)
        #expect(try throttle.wait(typedName: "desk", address: "10.0.0.1", now: start + 20) == nil)
        #expect(try throttle.wait(typedName: "admin", address: "10.0.0.1", now: start + 140) == nil)
        // The administrator lifts the wait for the name at every address.
        try throttle.fail(typedName: "admin", address: "10.0.0.3", now: start + 140)
        #expect(try throttle.store.forgetSignInFailures(name: "admin", address: nil) == 21)
        #expect(try throttle.wait(typedName: "admin", address: "10.0.0.1", now: start + 141) == nil)
    }

    @Test("guessing a password from one address stays slow: at most forty guesses an hour")
    func guessingStaysSlow() throws {
        let throttle = LoginThrottle(store: try TestApplication().store)
        var now = start
        var guesses = 0
        while now < start + 3600 {
            if let wait = try throttle.wait(typedName: "admin", address: "203.0.113.5", now: now) {
                now += Double(wait)
            } else {
                try throttle.fail(typedName: "admin", address: "203.0.113.5", now: now)
                guesses += 1
            }
        }
        #expect(guesses <= 40, "\(guesses) guesses in an hour")
        // A name typed a megabyte long is counted under its beginning, like any other.
        let long = String(repeating: "a", count: 1 << 20)
        for _ in 0..<3 { try throttle.fail(typedName: long, address: "203.0.113.5", now: now) }
        #expect(try throttle.wait(typedName: long + "b", address: "203.0.113.5", now: now) != nil)
    }

    @Test("a name has a ceiling across addresses: thirty failures a quarter of an hour from anywhere, then every address waits")
    func guessingFromManyAddressesHitsTheCeiling() throws {
        let throttle = LoginThrottle(store: try TestApplication().store)
        for guess in 0..<LoginThrottle.accountCeiling {
            let address = "198.51.100.\(guess)"
            #expect(try throttle.wait(typedName: "admin", address: address, now: start + Double(guess * 10)) == nil, "guess \(guess)")
            try throttle.fail(typedName: "admin", address: address, now: start + Double(guess * 10))
        }
        let now = start + 300
        #expect(try throttle.wait(typedName: "admin", address: "203.0.113.77", now: now) == 600, "until the first failure is forgotten")
        #expect(try throttle.wait(typedName: "desk", address: "203.0.113.77", now: now) == nil, "another name does not wait")
        #expect(try throttle.wait(typedName: "admin", address: "203.0.113.77", now: start + 900) == nil)
    }
}
