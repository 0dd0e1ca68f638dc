// fixture: include-review deployment-target=iOS=17.0
import Foundation
import UIKit

// The file already marks a class @Observable without importing Observation or SwiftUI: it
// compiles, so one of its imports brings the macro (SwiftData does, in an app that keeps its
// state classes beside its models), and the class that moves to @Observable needs no
// `import Observation` of its own.
@Observable
final class PlaybackClock {
    var elapsed = 0
}

@Observable
final class TaskSelection {
    var picked = Set<Int>()

    func toggle(_ id: Int) {
        if picked.contains(id) { picked.remove(id) } else { picked.insert(id) }
    }
}
