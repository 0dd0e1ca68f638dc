import SwiftUI

// A resizable Image scaled to fit a fixed height is no wider than that height times its
// aspect ratio: along the stack it sizes as text does, and the Spacer beside it is a frame.
// Scaled to fill, fitted under a maximum height only, or given its ideal height inside the
// frame, it still grows with its offer.
struct EnergyBadges: View {
    let value: Int

    var body: some View {
        VStack {
            HStack(spacing: 4) {
                Image("bolt")
                    .resizable()
                    .scaledToFit()
                    .frame(height: 24)
                    .shadow(radius: 4)
                Text("\(value)")
                    .font(.title2)
            }
            .padding(8)
            .background(.thinMaterial, in: Capsule())
            .frame(maxWidth: .infinity, alignment: .leading)
            Image("bolt")
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(height: 16)
                .opacity(0.6)
                .frame(maxWidth: .infinity, alignment: .trailing)
            HStack {
                Image("cover")
                    .resizable()
                    .scaledToFill()
                    .frame(height: 40)
                Spacer()
            }
            HStack {
                Image("cover")
                    .resizable()
                    .scaledToFit()
                    .frame(maxHeight: 40)
                Spacer()
            }
            HStack {
                Image("cover")
                    .resizable()
                    .scaledToFit()
                    .fixedSize(horizontal: false, vertical: true)
                    .frame(height: 40)
                Spacer()
            }
        }
    }
}

struct SideRail: View {
    var body: some View {
        HStack {
            Image("logo")
                .resizable()
                .scaledToFit()
                .frame(width: 32)
                .frame(maxHeight: .infinity, alignment: .top)
            Text("Menu")
        }
    }
}
