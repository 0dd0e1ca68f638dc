// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// A stack holding a full-width row and Spacers fills both directions: no frame.
struct BadgeScreen: View {
    let onDone: () -> Void

    var body: some View {
        VStack(spacing: 12) {
            HStack {
                Spacer()
                Button("Done", action: onDone)
            }
            Spacer()
            Image(systemName: "star")
            Spacer()
        }
        .background {
            Color.black
                .ignoresSafeArea()
        }
        .onAppear {}
    }
}

// A label framed to the full width already: only the height is framed, centred.
struct DayHeader: View {
    let title: String

    var body: some View {
        Text(title)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, 4)
            .frame(maxHeight: .infinity)
            .background {
                Color.gray
            }
    }
}

// A column with a Spacer fills the height: only the width is framed, leading.
struct TipCard: View {
    let tip: String

    var body: some View {
        VStack(alignment: .leading) {
            Text("Tip")
            Text(tip)
            Spacer()
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .background {
            RoundedRectangle(cornerRadius: 8)
                .fill(.yellow)
        }
    }
}

// A Spacer only sometimes there, or one of a fixed height, fills nothing for sure.
struct StatusPanel: View {
    let compact: Bool

    var body: some View {
        HStack {
            VStack {
                Text("Status")
                if !compact {
                    Spacer()
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background {
                Color.blue
            }
            VStack {
                Text("Ready")
                Spacer()
                    .frame(height: 8)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background {
                Color.green
            }
        }
    }
}

// A clear layer under a row that fills the width places it along the height only.
struct PhotoCaption: View {
    let caption: String

    var body: some View {
        HStack {
            Text(caption)
            Spacer()
        }
        .frame(maxHeight: .infinity, alignment: .bottom)
    }
}
