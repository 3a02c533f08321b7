#version 440
// palette_raster.frag while a tier is hidden: where the topmost link is of a hidden tier (its
// palette entry transparent), the highest visible tier drawn under it shows in that tier's own
// entry, else the box under it (see SceneRaster.h). The result is opaque.
layout(location = 0) in vec2 rasterCoord;
layout(location = 0) out vec4 fragColor;

layout(std140, binding = 0) uniform buf {
    mat4 matrix;
    float opacity;
    vec2 paletteSize;
};

layout(binding = 1) uniform sampler2D raster;
layout(binding = 2) uniform sampler2D palette;

// slot::tier(LinkTier::NvLink) in core/layout/DrawingList.h; the tiers' entries follow in order.
const float kFirstTierSlot = 16.0;
const int kTiers = 5;

vec4 entry(float slot)
{
    float row = floor(slot / paletteSize.x);
    float column = slot - row * paletteSize.x;
    return texture(palette, vec2((column + 0.5) / paletteSize.x, (row + 0.5) / paletteSize.y));
}

void main()
{
    vec4 bytes = floor(texture(raster, rasterCoord) * 255.0 + 0.5);
    float slot = bytes.r + bytes.g * 256.0 + bytes.b * 65536.0;
    float box = floor(bytes.a / 32.0);
    float tiers = bytes.a - box * 32.0;
    vec4 colour = entry(tiers < 0.5 && slot < 0.5 ? box : slot);
    if (tiers > 0.5 && colour.a <= 0.0) {
        colour = entry(box);
        for (int t = kTiers - 1; t >= 0; --t) {
            if (mod(floor(tiers / exp2(float(t))), 2.0) > 0.5) {
                vec4 under = entry(kFirstTierSlot + float(t));
                if (under.a > 0.0) {
                    colour = under;
                    break;
                }
            }
        }
    }
    fragColor = colour * opacity;
}
