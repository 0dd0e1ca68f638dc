// fixture: deployment-target=tvOS=17.0
import SwiftUI

// A linear progress style written as a type is a bar as wide as it is offered: flexible,
// left alone. The tvOS card button style is SwiftUI's, not a custom style "declared
// outside this run": review, saying so.
struct PlaybackRow: View {
    var body: some View {
        VStack {
            HStack {
                ProgressView(value: 0.3)
                    .progressViewStyle(LinearProgressViewStyle())
                Spacer()
            }
            HStack {
                Button("Play") {}
                    .buttonStyle(.card)
                Spacer()
            }
        }
    }
}
