#version 440
// Each texel of the raster holds a slot and what lies under it (see SceneRaster.h): the pixel
// takes the colour of the topmost link or device there, else of the box under it, from the
// palette; opaque. While a tier is hidden, palette_raster_hidden.frag is used instead.
layout(location = 0) in vec2 rasterCoord;
layout(location = 0) out vec4 fragColor;

layout(std140, binding = 0) uniform buf {
    mat4 matrix;
    float opacity;
    vec2 paletteSize;
};

layout(binding = 1) uniform sampler2D raster;
layout(binding = 2) uniform sampler2D palette;

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
    fragColor = entry(slot > 0.5 ? slot : floor(bytes.a / 32.0)) * opacity;
}
