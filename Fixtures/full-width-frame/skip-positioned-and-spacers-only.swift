import SwiftUI

// `.position` makes a view take all the space it is offered: in the VStack it shares the
// height with the Spacer (and is placed within its half), with a frame it would get all.
struct LockBadge: View {
    var body: some View {
        GeometryReader { proxy in
            VStack {
                Spacer()
                Image(systemName: "lock")
                    .position(x: proxy.size.width / 2, y: proxy.size.height * 0.8)
            }
        }
    }
}

// A stack of Spacers only has no view to push: it is a spacer in both directions.
struct FillingSpacer: View {
    var body: some View {
        VStack(spacing: 0) {
            Spacer()
            HStack(spacing: 0) {
                Spacer()
            }
        }
    }
}

// A flexible view under an `if` or a `ForEach` inside the pushed stack makes it flexible:
// in the HStack it shares the width with the Spacers, with a frame it would take it all.
struct ProgressSummary: View {
    let values: [Double]
    let showsTotal: Bool

    var body: some View {
        HStack {
            Spacer()
            VStack(spacing: 4) {
                ForEach(values, id: \.self) { value in
                    HStack {
                        Text("Done")
                        ProgressView(value: value)
                    }
                }
            }
            Spacer()
        }
        HStack {
            VStack {
                Text("Summary")
                if showsTotal {
                    Slider(value: .constant(0.5))
                }
            }
            Spacer()
        }
    }
}
