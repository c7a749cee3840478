import Foundation
import Testing
@testable import KartotekaServer

@Suite("Failed sign-ins")
struct LoginThrottleTests {
    let start = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func fiveFailuresLockTheNameFromThatAddressForTenMinutes() {
        let throttle = LoginThrottle()
        for second in 0..<5 { throttle.fail(username: "Admin", address: "10.0.0.1", now: start + Double(second)) }
        #expect(throttle.wait(username: "admin", address: "10.0.0.1", now: start + 10) == 590)
        #expect(throttle.wait(username: "admin", address: "10.0.0.2", now: start + 10) == nil)
        #expect(throttle.wait(username: "admin", address: "10.0.0.1", now: start + 601) == nil)
    }

    @Test("failures with made-up names do not wash out a lock")
    func madeUpNamesKeepTheLock() {
        let throttle = LoginThrottle(capacity: 100)
        for second in 0..<5 { throttle.fail(username: "admin", address: "10.0.0.1", now: start + Double(second)) }
        for number in 0..<1_000 { throttle.fail(username: "x\(number)", address: "10.0.0.1", now: start + 6) }
        #expect(throttle.wait(username: "admin", address: "10.0.0.1", now: start + 7) != nil)
    }
}
