// fixture: deployment-target=watchOS=10.0 include-review
import SwiftUI

// A watch has no home indicator or bars: content that ignores the safe area there runs
// under the time and into the screen's rounded corners, and the note says so.
struct WorkoutSummary: View {
    let calories: Int

    var body: some View {
        VStack {
            Text("Workout done")
            Text("\(calories) kcal")
            Button("Close") {}
        }
        .ignoresSafeArea()
    }
}
