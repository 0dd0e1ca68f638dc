// fixture: deployment-target=iOS=17.0,watchOS=10.0
import SwiftUI

// On watchOS a Button, NavigationLink, Link or ShareLink with the default (bordered) style
// fills the width: flexible along it, so the stack is left alone.
struct WorkoutControls: View {
    var body: some View {
        VStack {
            HStack {
                Button("Start") {}
                Spacer()
            }
            HStack {
                Spacer()
                Button("Stop") {}
                    .buttonStyle(.borderedProminent)
            }
            HStack {
                NavigationLink("History") {
                    Text("Runs")
                }
                Spacer()
            }
        }
    }
}
