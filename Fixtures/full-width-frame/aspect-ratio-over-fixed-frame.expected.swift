// fixture: deployment-target=iOS=17.0
import SwiftUI

// `.aspectRatio(…)` only changes what its view is offered: outside a frame of fixed width
// and height (a square code card) the view keeps that size, and the Spacers around it are a
// frame, safely. Over a view that sizes itself from its offer (text, a resizable image) it
// is not modelled, and the stack is not rewritten as safe.
struct ShareCodeCard: View {
    let code: Image?

    var body: some View {
        VStack(spacing: 12) {
            Group {
                if let code {
                    code.resizable()
                } else {
                    ProgressView()
                }
            }
            .frame(width: 160, height: 160)
            .aspectRatio(1, contentMode: .fit)
            Text("Scan to join")
                .font(.caption)
        }
        .frame(maxWidth: .infinity)
    }
}

struct PromoBanner: View {
    var body: some View {
        HStack {
            Image("banner")
                .resizable()
                .aspectRatio(3, contentMode: .fit)
            Spacer()
        }
    }
}

struct InitialBadge: View {
    let initial: String

    var body: some View {
        HStack {
            Text(initial)
                .padding(6)
                .aspectRatio(1, contentMode: .fill)
            Spacer()
        }
    }
}
